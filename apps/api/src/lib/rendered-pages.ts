import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, PUBLIC_READ_AREAS, type PublicReadCache } from './public-read-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A server-rendered page as it was sent, with its compressed forms once they are made. */
export type RenderedPage = {
  readonly status: number;
  readonly html: string;
  /** A weak ETag from the content versions and the address, so a returning visitor gets 304 while nothing changed. */
  readonly etag: string;
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
};

type Entry = RenderedPage & { stamp: string; encoded: Partial<Record<ContentEncoding, Buffer>> };

export type RenderedPageCacheOptions = {
  /** At most this many pages (default 500). */
  maxEntries?: number;
  /** At most this many bytes of HTML and its compressed forms (default 16 MiB). */
  maxBytes?: number;
};

/**
 * The server-rendered public pages (issue 13), by address: a page shows only public content (signed-in parts are
 * drawn in the browser), so one rendering serves every visitor until that content changes. A page is kept with a
 * stamp of every public content area's version (PublicReadCache) and is stale once any of them moves: a staff
 * edit anywhere re-renders pages on their next visit, which is rare enough to keep the rule that simple.
 * While the public read cache is untrusted (other instances' changes could go unnoticed), nothing is kept.
 *
 * The first visitor gets the page compressed on the fly (fast); the smallest forms (Brotli 11, gzip 9, about
 * 20 % smaller, and 100 ms of CPU for Brotli 11) are then made off the event loop, in zlib's thread pool, for
 * everyone after.
 */
export class RenderedPageCache {
  private readonly pages: LRUCache<string, Entry>;

  constructor(
    private readonly reads: PublicReadCache,
    options: RenderedPageCacheOptions = {},
  ) {
    this.pages = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (entry) =>
        Math.max(
          1,
          Buffer.byteLength(entry.html) + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0),
        ),
    });
  }

  /** The versions of all public content now; take it before rendering and hand it to `set`. */
  stamp(): string {
    return PUBLIC_READ_AREAS.map((area) => this.reads.version(area)).join('.');
  }

  /**
   * The ETag of the page at `url` rendered from content at `stamp`: no hashing of the page, and it differs from
   * instance to instance (their renders could differ while a change is on its way between them).
   */
  etag(url: string, stamp: string): string {
    const address = createHash('sha256').update(url).digest('base64url').slice(0, 16);
    return `W/"page-${this.reads.instanceId}-${stamp}-${address}"`;
  }

  /** The page kept for `url`, if no public content changed since it was rendered. */
  get(url: string): RenderedPage | undefined {
    if (!this.reads.usable) return undefined;
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (entry.stamp !== this.stamp()) {
      this.pages.delete(url);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps a page rendered from content at `stamp` (taken before rendering: a change meanwhile means the page may
   * be old, and it is not kept). Resolves once its compressed forms are made (tests wait for it; the server does not).
   */
  /** Whether a page rendered from content at `stamp` can be kept (nothing changed meanwhile, the cache is trusted). */
  keeps(stamp: string): boolean {
    return this.reads.usable && stamp === this.stamp();
  }

  async set(url: string, stamp: string, page: { status: number; html: string }): Promise<void> {
    if (!this.keeps(stamp)) return;
    const entry: Entry = { ...page, stamp, etag: this.etag(url, stamp), encoded: {} };
    this.pages.set(url, entry);
    const [br, gzipped] = await Promise.all([
      brotliAsync(page.html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(page.html, { level: 9 }),
    ]);
    entry.encoded.br = br;
    entry.encoded.gzip = gzipped;
    // Counted again with its compressed forms, if it is still the page kept for `url`.
    if (this.pages.peek(url) === entry) this.pages.set(url, entry);
  }

  /** How many pages are kept. */
  get size(): number {
    return this.pages.size;
  }
}
