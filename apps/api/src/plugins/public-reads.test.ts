import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { useContentAdminApp } from '../../test/support/content-admin';
import { photos, pressNews, vacancies, videos } from '../db/schema/content';
import { courses } from '../db/schema/courses';
import { trainingDocumentSessions, trainings } from '../db/schema/trainings';
import type { PublicReadArea } from '../lib/public-read-cache';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/**
 * The cache of public reads (plugins/public-cache.ts): public answers come from memory until a back-office write
 * changes their content, and their ETags come from the content's version.
 */
const { ctx, send } = useContentAdminApp({ referenceData: true });

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** Rows written straight to the database, as a test fixture: only back-office writes tell the cache themselves. */
async function direct<T>(area: PublicReadArea, write: () => Promise<T>): Promise<T> {
  const result = await write();
  ctx.app.publicReads.invalidate(area);
  return result;
}

let serial = 0;
function addCourse(name: string) {
  return direct('courses', async () => {
    const [row] = await ctx.database.db
      .insert(courses)
      .values({ course_name: name, start_from: '2030-01-10', end_to: '2030-01-20', program_type_id: 1 })
      .returning({ id: courses.id });
    return row?.id as number;
  });
}

describe('the cache of public reads', () => {
  it('answers a repeated read from memory with the same body and headers as the first, uncached answer', async () => {
    await addCourse('Cached course');
    const first = await get('/api/courses');
    expect(first.statusCode).toBe(200);
    // Written straight to the table, so no write tells the cache: the next answer must come from memory.
    await ctx.database.db
      .insert(courses)
      .values({ course_name: 'Not yet seen', start_from: '2031-01-10', end_to: '2031-01-20', program_type_id: 1 });
    const second = await get('/api/courses');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    // Every header (security headers included) as on the first answer, though the second comes before validation.
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _secondDate, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(JSON.parse(second.body).data.course.map((c: { course_name: string }) => c.course_name)).not.toContain(
      'Not yet seen',
    );
    ctx.app.publicReads.invalidate('courses');
    const third = await get('/api/courses');
    expect(JSON.parse(third.body).data.course.map((c: { course_name: string }) => c.course_name)).toContain(
      'Not yet seen',
    );
  });

  it('sends a cached answer in Brotli or gzip, compressed once and kept with it, decoding to the plain body', async () => {
    await addCourse('Compressed course');
    const plain = await get('/api/courses?limit=50');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const bytesBefore = ctx.app.publicReads.size.bytes;
    const br = await get('/api/courses?limit=50', { 'accept-encoding': 'gzip, br' });
    const bytesWithBrotli = ctx.app.publicReads.size.bytes;
    expect(bytesWithBrotli).toBe(bytesBefore + br.rawPayload.length);
    const brAgain = await get('/api/courses?limit=50', { 'accept-encoding': 'br' });
    expect(ctx.app.publicReads.size.bytes).toBe(bytesWithBrotli);
    const gzip = await get('/api/courses?limit=50', { 'accept-encoding': 'gzip' });
    for (const [response, decode, encoding] of [
      [br, brotliDecompressSync, 'br'],
      [brAgain, brotliDecompressSync, 'br'],
      [gzip, gunzipSync, 'gzip'],
    ] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('answers HEAD of a cached address with the headers of GET and no body', async () => {
    const got = await get('/api/vacancies');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/vacancies' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['content-length']).toBe(String(got.rawPayload.length));
    expect(head.headers['cache-control']).toBe('public, no-cache');
  });

  it('keeps one answer for a query in any order, and separate answers for different queries', async () => {
    await addCourse('Order course');
    const a = await get('/api/courses?page=1&limit=2');
    const b = await get('/api/courses?limit=2&page=1');
    const c = await get('/api/courses?limit=3&page=1');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    expect(c.headers.etag).not.toBe(a.headers.etag);
    expect(JSON.parse(c.body).data.pages).toEqual({ page: 1, limit: 3, totalData: expect.any(Number) });
  });

  it('gives an ETag made from the content version, and 304 with no body while the content is unchanged', async () => {
    const id = await addCourse('Tagged course');
    const first = await get(`/api/courses/${id}`);
    expect(first.statusCode).toBe(200);
    const version = ctx.app.publicReads.version('courses');
    expect(first.headers.etag).toMatch(
      new RegExp(`^W/"courses-${ctx.app.publicReads.instanceId}-${version}-[0-9a-f]{16}"$`),
    );
    const revalidated = await get(`/api/courses/${id}`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['cache-control']).toBe('public, no-cache');
    // In a list, and in its strong form, as caches may send it.
    const listed = await get(`/api/courses/${id}`, {
      'if-none-match': `"other", ${String(first.headers.etag).slice(2)}`,
    });
    expect(listed.statusCode).toBe(304);
  });

  it('changes the ETag when the back office writes, and answers 200 with the new content to the old ETag', async () => {
    const id = await addCourse('Renamed course');
    const before = await get(`/api/courses/${id}`);
    const unpublished = await send('PATCH', `/admin/courses/${id}/published`, { published: false });
    expect(unpublished.statusCode).toBe(200);
    const after = await get(`/api/courses/${id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ success: false, message: API_ERRORS.notFound });
    const republished = await send('PATCH', `/admin/courses/${id}/published`, { published: true });
    expect(republished.statusCode).toBe(200);
    const again = await get(`/api/courses/${id}`, { 'if-none-match': String(before.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(before.headers.etag);
    expect(again.json().data.course.course_name).toBe('Renamed course');
  });

  it('keeps the ETags of other content when one kind changes', async () => {
    const vacanciesBefore = await get('/api/vacancies');
    await send('PATCH', '/admin/courses/999999/published', { published: false });
    const vacanciesAfter = await get('/api/vacancies', { 'if-none-match': String(vacanciesBefore.headers.etag) });
    expect(vacanciesAfter.statusCode).toBe(304);
  });

  it('keeps no answer that is not 200: a 404 is no-store and has no ETag', async () => {
    const response = await get('/api/courses/999999');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers.etag)).not.toMatch(/^W\/"courses-/);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it('marks content changed even when the write is refused (a failure may come after a commit)', async () => {
    const version = ctx.app.publicReads.version('news');
    const response = await send('DELETE', '/admin/news/999999');
    expect(response.statusCode).toBe(404);
    expect(ctx.app.publicReads.version('news')).toBe(version + 1);
  });

  type Kind = {
    name: string;
    /** Adds a published record straight to the database; returns its id. */
    add: () => Promise<number>;
    /** The public read that shows it, and the back-office write that removes it. */
    publicUrl: (id: number) => string;
    write: (id: number) => [method: 'DELETE' | 'PATCH' | 'PUT', url: string, payload?: object];
    /** Whether the public answer shows the record. */
    shows: (body: string, id: number) => boolean;
  };
  const idIn = (body: string, id: number) => body.includes(`"id":${id},`);
  const kinds: Kind[] = [
    {
      name: 'courses (delete)',
      add: () => addCourse(`Kind course ${++serial}`),
      publicUrl: () => '/api/courses?limit=100',
      write: (id) => ['DELETE', `/admin/courses/${id}`],
      shows: idIn,
    },
    {
      name: 'news and tenders (unpublish)',
      add: () =>
        direct('news', async () => {
          const [row] = await ctx.database.db
            .insert(pressNews)
            .values({ category_id: 2, news_title: `Kind news ${++serial}`, publish_date: '2030-02-01' })
            .returning({ id: pressNews.id });
          return row?.id as number;
        }),
      publicUrl: () => '/api/press-news?category_id=2',
      write: (id) => ['PATCH', `/admin/news/${id}/published`, { published: false }],
      shows: idIn,
    },
    {
      name: 'vacancies (delete)',
      add: () =>
        direct('vacancies', async () => {
          const [row] = await ctx.database.db
            .insert(vacancies)
            .values({ title: `Kind vacancy ${++serial}`, upload_date: '2030-03-01' })
            .returning({ id: vacancies.id });
          return row?.id as number;
        }),
      publicUrl: () => '/api/vacancies',
      write: (id) => ['DELETE', `/admin/vacancies/${id}`],
      shows: idIn,
    },
    {
      name: 'photos (delete)',
      add: () =>
        direct('gallery', async () => {
          const [row] = await ctx.database.db
            .insert(photos)
            .values({
              category_id: 2,
              title: 'Kind photo',
              photo_url: '/files/photos/kind.jpg',
              width: 800,
              height: 600,
            })
            .returning({ id: photos.id });
          return row?.id as number;
        }),
      publicUrl: () => '/api/photos?category_id=2',
      write: (id) => ['DELETE', `/admin/photos/${id}`],
      shows: idIn,
    },
    {
      name: 'videos (delete)',
      add: () =>
        direct('gallery', async () => {
          const [row] = await ctx.database.db
            .insert(videos)
            .values({ category_id: 1, title: 'Kind video', youtube_url: 'https://www.youtube.com/embed/abcdefghijk' })
            .returning({ id: videos.id });
          return row?.id as number;
        }),
      publicUrl: () => '/api/videos?category_id=1',
      write: (id) => ['DELETE', `/admin/videos/${id}`],
      shows: idIn,
    },
    {
      name: 'trainings (delete)',
      add: () =>
        direct('trainings', async () => {
          const [row] = await ctx.database.db
            .insert(trainings)
            .values({ training_name: 'Kind training', training_code: `KT-${++serial}` })
            .returning({ id: trainings.id });
          return row?.id as number;
        }),
      publicUrl: () => '/api/trainings',
      write: (id) => ['DELETE', `/admin/trainings/${id}`],
      shows: idIn,
    },
    {
      name: 'training sessions (delete)',
      add: () =>
        direct('trainings', async () => {
          const [training] = await ctx.database.db
            .insert(trainings)
            .values({ training_name: 'Session training', training_code: `ST-${++serial}` })
            .returning({ id: trainings.id });
          const trainingId = training?.id as number;
          const [session] = await ctx.database.db
            .insert(trainingDocumentSessions)
            .values({ training_id: trainingId, session_name: 'Kind session' })
            .returning({ id: trainingDocumentSessions.id });
          sessionsOfTraining.set(session?.id as number, trainingId);
          return session?.id as number;
        }),
      publicUrl: (sessionId) => `/api/trainings/${sessionsOfTraining.get(sessionId)}`,
      write: (sessionId) => ['DELETE', `/admin/trainings/${sessionsOfTraining.get(sessionId)}/sessions/${sessionId}`],
      shows: idIn,
    },
  ];
  const sessionsOfTraining = new Map<number, number>();

  it.each(kinds)('shows a back-office write to $name in the next public answer at once', async (kind) => {
    const id = await kind.add();
    const before = await get(kind.publicUrl(id));
    expect(before.statusCode).toBe(200);
    expect(kind.shows(before.body, id)).toBe(true);
    // Served from memory now.
    expect((await get(kind.publicUrl(id))).body).toBe(before.body);
    const [method, url, payload] = kind.write(id);
    const written = await send(method, url, payload);
    expect(written.statusCode, written.body).toBe(200);
    const after = await get(kind.publicUrl(id), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(kind.shows(after.body, id)).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
