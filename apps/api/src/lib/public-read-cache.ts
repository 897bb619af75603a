import { randomBytes } from 'node:crypto';

/**
 * The in-process cache of public read answers (issue 13): the serialised body of a public GET (as bytes, with its
 * Brotli and gzip forms, each made once on first use), keyed by its route and normalised parameters, held under the
 * version of the content area it shows. A write that changes an area bumps that area's version, so every entry of
 * the old version is stale at once (and its ETag no longer matches). Memory is bounded: least recently used entries
 * go first, by count and by bytes (compressed forms included).
 */

/** The kinds of public content; a public route reads one, a back-office write changes one. */
export const PUBLIC_READ_AREAS = [
  'courses',
  'news',
  'gallery',
  'vacancies',
  'trainings',
  'reference',
  // The site's own content (issue 15): pages, site settings, people and partners.
  'pages',
  'settings',
  'people',
] as const;
export type PublicReadArea = (typeof PUBLIC_READ_AREAS)[number];

export type PublicReadCacheOptions = {
  /** At most this many answers (default 2,000). */
  maxEntries?: number;
  /** At most this many bytes of bodies and their compressed forms in all (default 32 MiB). */
  maxBytes?: number;
};

/** The encodings a cached answer may be sent in besides identity. */
export type ContentEncoding = 'br' | 'gzip';

/** One cached answer: its body, and the compressed forms made of it so far. */
export type CachedAnswer = {
  readonly body: Buffer;
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
};

type Entry = CachedAnswer & {
  area: PublicReadArea;
  version: number;
  key: string;
  bytes: number;
  /** The value of `moves` when the entry was last put at the end of the eviction order. */
  moved: number;
};

/** A request address whose answer was built under `key`: the same address asks for the same answer. */
export type KnownAddress = { area: PublicReadArea; key: string; maxAgeSeconds?: number };

type RememberedAddress = KnownAddress & { etag: string; etagVersion: number };

export class PublicReadCache {
  /** Differs from process to process, so an ETag of one instance never matches on another. */
  readonly instanceId = randomBytes(4).toString('hex');
  private readonly versions = new Map<PublicReadArea, number>(PUBLIC_READ_AREAS.map((area) => [area, 1]));
  private readonly entries = new Map<string, Entry>();
  private readonly addresses = new Map<string, RememberedAddress>();
  private readonly waiting = new Set<{ area: PublicReadArea | '*'; resolve: () => void }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  /** Counts the entries put at the end of the eviction order (stored, or moved there when read). */
  private moves = 0;
  /** False while changes made elsewhere may go unnoticed (the listener of other instances' changes is down). */
  private trusted = true;

  constructor(options: PublicReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** The current version of an area's content. */
  version(area: PublicReadArea): number {
    return this.versions.get(area) ?? 1;
  }

  /** Whether answers may come from the cache and be revalidated by version (see `setTrusted`). */
  get usable(): boolean {
    return this.trusted;
  }

  /**
   * While untrusted (changes made by other instances might be missed), nothing is served from the cache;
   * becoming trusted again drops everything, since changes may have been missed meanwhile.
   */
  setTrusted(trusted: boolean): void {
    if (trusted && !this.trusted) this.invalidate('*');
    this.trusted = trusted;
  }

  /** The weak ETag of the answer at `key` while `area` is at `version`: no hashing of the body. */
  etag(area: PublicReadArea, key: string, version: number): string {
    return `W/"${area}-${this.instanceId}-${version}-${hashKey(key)}"`;
  }

  /** The cached answer at `key`, if it was stored at the area's current version. */
  get(area: PublicReadArea, key: string): CachedAnswer | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version(area)) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: the map's insertion order is the eviction order. An entry in the newer half of that
    // order stays where it is, so a popular answer is not taken out of the map and put back on every read.
    if (this.moves - entry.moved >= this.entries.size / 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.moved = ++this.moves;
    }
    return entry;
  }

  /**
   * Keeps `body`, built from the content as it was at `version` (read before the queries ran): if a write
   * bumped the version meanwhile, the body may be old and is not kept.
   */
  set(area: PublicReadArea, key: string, version: number, body: string | Buffer): CachedAnswer {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const entry: Entry = { area, version, key, body: bytes, encoded: {}, bytes: bytes.length, moved: ++this.moves };
    if (!this.trusted || version !== this.version(area) || bytes.length > this.maxBytes) return entry;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /**
   * `answer`'s body in `encoding`, made by `compress` on first use and kept with the answer (and counted in its
   * bytes), so a cached answer is compressed once, not on every request.
   */
  encode(answer: CachedAnswer, encoding: ContentEncoding, compress: (body: Buffer) => Buffer): Buffer {
    const known = answer.encoded[encoding];
    if (known) return known;
    const made = compress(answer.body);
    const entry = answer as Entry;
    entry.encoded[encoding] = made;
    entry.bytes += made.length;
    if (this.entries.get(entry.key) === entry) {
      this.bytes += made.length;
      this.evict();
    }
    return made;
  }

  /** Marks an area's content (or, with '*', every area's) as changed: its cached answers and ETags are stale. */
  invalidate(area: PublicReadArea | '*'): void {
    for (const each of area === '*' ? PUBLIC_READ_AREAS : [area]) this.versions.set(each, this.version(each) + 1);
    for (const waiter of this.waiting) {
      if (waiter.area === '*' || area === '*' || waiter.area === area) {
        this.waiting.delete(waiter);
        waiter.resolve();
      }
    }
  }

  /** Resolves at the next invalidation of `area` (any area for '*'); for tests of other instances' changes. */
  nextInvalidation(area: PublicReadArea | '*'): Promise<void> {
    return new Promise((resolve) => this.waiting.add({ area, resolve }));
  }

  /**
   * Remembers that the address `url` (path and query string as sent) was validated and answers as `known`, so the
   * next request for it can be answered before validation (plugins/public-cache.ts). Bounded like the entries.
   */
  rememberAddress(url: string, known: KnownAddress): void {
    if (this.addresses.size >= this.maxEntries) this.addresses.clear();
    this.addresses.set(url, { ...known, etag: '', etagVersion: 0 });
  }

  /** What `rememberAddress` knows of `url`. */
  knownAddress(url: string): KnownAddress | undefined {
    return this.addresses.get(url);
  }

  /** The current ETag of a known address's answer (`etag`), made once per version of its area. */
  etagOf(known: KnownAddress): string {
    const remembered = known as RememberedAddress;
    const version = this.version(known.area);
    if (remembered.etagVersion !== version) {
      remembered.etag = this.etag(known.area, known.key, version);
      remembered.etagVersion = version;
    }
    return remembered.etag;
  }

  /** How many answers are held, and their bytes (compressed forms included). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * 64 bits of FNV-1a over the key, as 16 hex digits: it only tells the answers of one area and version apart, and
 * costs far less than a cryptographic hash on every read.
 */
function hashKey(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or the weak or strong form of it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const opaque = etag.slice(2);
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === opaque;
  });
}

/**
 * Which public content a back-office write changes, from its route (e.g. '/api/admin/courses/:id'): one
 * area, none (accounts, applications), or '*' for an admin route this map does not know (safe by default).
 */
export function areaChangedBy(routeUrl: string | undefined): PublicReadArea | '*' | undefined {
  if (!routeUrl?.startsWith('/api/admin/')) return undefined;
  const first = routeUrl.slice('/api/admin/'.length).split('/')[0];
  return first !== undefined && Object.hasOwn(ADMIN_AREAS, first) ? ADMIN_AREAS[first] : '*';
}

const ADMIN_AREAS: Record<string, PublicReadArea | undefined> = {
  courses: 'courses',
  news: 'news',
  vacancies: 'vacancies',
  photos: 'gallery',
  videos: 'gallery',
  trainings: 'trainings',
  pages: 'pages',
  'site-settings': 'settings',
  // Its one write puts the computed figures on the home page (the site settings).
  statistics: 'settings',
  people: 'people',
  // Not shown on the public site.
  applications: undefined,
  staff: undefined,
};
