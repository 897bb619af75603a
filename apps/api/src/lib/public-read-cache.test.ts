import { describe, expect, it } from 'vitest';
import { areaChangedBy, matchesIfNoneMatch, PublicReadCache } from './public-read-cache';

/** The body of the answer cached at `key`, as text. */
const bodyAt = (cache: PublicReadCache, area: Parameters<PublicReadCache['get']>[0], key: string) =>
  cache.get(area, key)?.body.toString();

describe('PublicReadCache', () => {
  it('keeps a body under the version it was built at, and drops it when the area changes', () => {
    const cache = new PublicReadCache();
    const version = cache.version('courses');
    cache.set('courses', 'a', version, '{"a":1}');
    expect(bodyAt(cache, 'courses', 'a')).toBe('{"a":1}');
    cache.invalidate('news');
    expect(bodyAt(cache, 'courses', 'a')).toBe('{"a":1}');
    cache.invalidate('courses');
    expect(cache.version('courses')).toBe(version + 1);
    expect(cache.get('courses', 'a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('does not keep a body built before a write that came while it was being built', () => {
    const cache = new PublicReadCache();
    const version = cache.version('vacancies');
    cache.invalidate('vacancies');
    cache.set('vacancies', 'list', version, '[]');
    expect(cache.get('vacancies', 'list')).toBeUndefined();
  });

  it("marks every area changed with '*'", () => {
    const cache = new PublicReadCache();
    cache.set('gallery', 'g', cache.version('gallery'), '1');
    cache.set('trainings', 't', cache.version('trainings'), '2');
    cache.invalidate('*');
    expect(cache.get('gallery', 'g')).toBeUndefined();
    expect(cache.get('trainings', 't')).toBeUndefined();
  });

  it('holds at most maxEntries answers, dropping the least recently used first', () => {
    const cache = new PublicReadCache({ maxEntries: 2 });
    const v = cache.version('courses');
    cache.set('courses', 'a', v, 'A');
    cache.set('courses', 'b', v, 'B');
    expect(bodyAt(cache, 'courses', 'a')).toBe('A');
    cache.set('courses', 'c', v, 'C');
    expect(cache.get('courses', 'b')).toBeUndefined();
    expect(bodyAt(cache, 'courses', 'a')).toBe('A');
    expect(bodyAt(cache, 'courses', 'c')).toBe('C');
    expect(cache.size).toEqual({ entries: 2, bytes: 2 });
  });

  it('keeps an answer read often while others come and go, though it is not moved on every read', () => {
    const cache = new PublicReadCache({ maxEntries: 4 });
    const v = cache.version('courses');
    cache.set('courses', 'popular', v, 'P');
    for (let i = 0; i < 40; i++) {
      cache.set('courses', `other-${i}`, v, 'O');
      expect(bodyAt(cache, 'courses', 'popular')).toBe('P');
    }
    expect(cache.size.entries).toBe(4);
  });

  it('gives a known address the ETag of its answer at the current version of its area', () => {
    const cache = new PublicReadCache();
    cache.rememberAddress('/api/courses?page=1', { area: 'courses', key: 'k' });
    const known = cache.knownAddress('/api/courses?page=1');
    if (!known) throw new Error('not remembered');
    expect(cache.etagOf(known)).toBe(cache.etag('courses', 'k', cache.version('courses')));
    cache.invalidate('courses');
    expect(cache.etagOf(known)).toBe(cache.etag('courses', 'k', cache.version('courses')));
    expect(cache.knownAddress('/api/courses?page=2')).toBeUndefined();
  });

  it('holds at most maxBytes bytes of bodies, and never a body larger than that', () => {
    const cache = new PublicReadCache({ maxBytes: 10 });
    const v = cache.version('news');
    cache.set('news', 'a', v, '12345');
    cache.set('news', 'b', v, '123456');
    expect(cache.get('news', 'a')).toBeUndefined();
    expect(bodyAt(cache, 'news', 'b')).toBe('123456');
    cache.set('news', 'huge', v, 'x'.repeat(11));
    expect(cache.get('news', 'huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 6 });
  });

  it('counts bytes, not characters', () => {
    const cache = new PublicReadCache();
    cache.set('news', 'a', cache.version('news'), '"हिं"');
    expect(cache.size).toEqual({ entries: 1, bytes: 11 });
    expect(bodyAt(cache, 'news', 'a')).toBe('"हिं"');
  });

  it('compresses a cached answer once per encoding, keeps the result with it and counts its bytes', () => {
    const cache = new PublicReadCache();
    const answer = cache.set('courses', 'a', cache.version('courses'), '0123456789');
    const made: string[] = [];
    const compress = (encoding: string) => (body: Buffer) => {
      made.push(encoding);
      return Buffer.from(`${encoding}:${body.length}`);
    };
    expect(cache.encode(answer, 'br', compress('br')).toString()).toBe('br:10');
    expect(cache.encode(answer, 'br', compress('br')).toString()).toBe('br:10');
    expect(cache.encode(answer, 'gzip', compress('gzip')).toString()).toBe('gzip:10');
    expect(made).toEqual(['br', 'gzip']);
    expect(cache.size).toEqual({ entries: 1, bytes: 10 + 5 + 7 });
    expect(cache.get('courses', 'a')?.encoded.br?.toString()).toBe('br:10');
    cache.invalidate('courses');
    expect(cache.get('courses', 'a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used answers when compressed forms take it over maxBytes', () => {
    const cache = new PublicReadCache({ maxBytes: 20 });
    const v = cache.version('news');
    cache.set('news', 'old', v, '0123456789');
    const answer = cache.set('news', 'new', v, '0123456789');
    cache.encode(answer, 'gzip', () => Buffer.from('xyz'));
    expect(cache.get('news', 'old')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 13 });
  });

  it('serves nothing while untrusted, and drops everything when trusted again', () => {
    const cache = new PublicReadCache();
    cache.set('courses', 'a', cache.version('courses'), 'A');
    const version = cache.version('courses');
    cache.setTrusted(false);
    expect(cache.usable).toBe(false);
    expect(cache.get('courses', 'a')).toBeUndefined();
    cache.set('courses', 'b', cache.version('courses'), 'B');
    cache.setTrusted(true);
    expect(cache.version('courses')).toBe(version + 1);
    expect(cache.get('courses', 'a')).toBeUndefined();
    expect(cache.get('courses', 'b')).toBeUndefined();
  });

  it('gives a weak ETag of area, instance, version and key, different for each of them', () => {
    const one = new PublicReadCache();
    const other = new PublicReadCache();
    const etag = one.etag('courses', '/api/courses|{}|{}|', 3);
    expect(etag).toMatch(new RegExp(`^W/"courses-${one.instanceId}-3-[0-9a-f]{16}"$`));
    expect(one.etag('courses', '/api/courses|{}|{}|', 3)).toBe(etag);
    expect(one.etag('courses', '/api/courses|{}|{}|', 4)).not.toBe(etag);
    expect(one.etag('courses', '/api/courses|{}|{"page":2}|', 3)).not.toBe(etag);
    expect(other.etag('courses', '/api/courses|{}|{}|', 3)).not.toBe(etag);
  });

  it('resolves nextInvalidation when its area (or every area) changes', async () => {
    const cache = new PublicReadCache();
    let courses = false;
    let any = false;
    void cache.nextInvalidation('courses').then(() => {
      courses = true;
    });
    void cache.nextInvalidation('*').then(() => {
      any = true;
    });
    cache.invalidate('news');
    await Promise.resolve();
    expect([courses, any]).toEqual([false, true]);
    cache.invalidate('courses');
    await Promise.resolve();
    expect(courses).toBe(true);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"courses-ab12cd34-3-xyz"';
  it('matches the weak and the strong form, in a list, and *', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch('"courses-ab12cd34-3-xyz"', etag)).toBe(true);
    expect(matchesIfNoneMatch(`"a", ${etag} ,"b"`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });
  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('W/"courses-ab12cd34-4-xyz"', etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});

describe('areaChangedBy', () => {
  it('maps a back-office route to the public content it changes', () => {
    expect(areaChangedBy('/api/admin/courses/:id')).toBe('courses');
    expect(areaChangedBy('/api/admin/news/:id/published')).toBe('news');
    expect(areaChangedBy('/api/admin/vacancies')).toBe('vacancies');
    expect(areaChangedBy('/api/admin/photos/:id')).toBe('gallery');
    expect(areaChangedBy('/api/admin/videos')).toBe('gallery');
    expect(areaChangedBy('/api/admin/trainings/:id/sessions/:sessionId/files/:fileId')).toBe('trainings');
    expect(areaChangedBy('/api/admin/site-settings')).toBe('settings');
    expect(areaChangedBy('/api/admin/statistics/home-figures')).toBe('settings');
  });
  it('changes nothing public for accounts and applications, and everything for an admin route it does not know', () => {
    expect(areaChangedBy('/api/admin/applications/:id/status')).toBeUndefined();
    expect(areaChangedBy('/api/admin/staff')).toBeUndefined();
    expect(areaChangedBy('/api/admin/something-new')).toBe('*');
  });
  it('ignores routes outside the back office', () => {
    expect(areaChangedBy('/api/nominations')).toBeUndefined();
    expect(areaChangedBy('/api/administrators')).toBeUndefined();
    expect(areaChangedBy(undefined)).toBeUndefined();
  });
});
