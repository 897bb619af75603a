import fastifyEtag from '@fastify/etag';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import {
  areaChangedBy,
  type CachedAnswer,
  matchesIfNoneMatch,
  PUBLIC_READ_AREAS,
  type PublicReadArea,
  PublicReadCache,
} from '../lib/public-read-cache';
import { COMPRESSION_THRESHOLD_BYTES, compressBody, preferredEncoding } from './compression';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of public read answers (lib/public-read-cache.ts). */
    publicReads: PublicReadCache;
  }
}

/**
 * How public answers may be cached: by anyone, but revalidated with their ETag before each reuse, so a
 * change made in the back office shows on the public pages at once (a matching If-None-Match costs a 304).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** The PostgreSQL channel on which instances tell each other which public content they changed. */
export const PUBLIC_READS_CHANNEL = 'iiidem_public_reads';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The Cache-Control of a public answer (see `cachePublicly`). */
function publicCacheControl(maxAgeSeconds: number | undefined): string {
  // Data that never changes at run time (countries, states) may be reused for a while without asking.
  return maxAgeSeconds === undefined ? PUBLIC_CACHE_CONTROL : `public, max-age=${maxAgeSeconds}`;
}

/**
 * Marks an answer as public and cacheable with revalidation (or for `maxAgeSeconds` without it). Every answer gets an ETag (from
 * @fastify/etag), and a request whose If-None-Match matches gets 304 with no body.
 */
export function cachePublicly(reply: FastifyReply, maxAgeSeconds?: number): FastifyReply {
  return reply.header('cache-control', publicCacheControl(maxAgeSeconds));
}

/** Query and params objects as a stable text: keys sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function stableText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableText(record[key])}`)
    .join(',')}}`;
}

export type PublicRead = {
  /** The content the answer shows: a write to it makes the cached answer stale. */
  area: PublicReadArea;
  /** Besides the route and its validated params and query, what the answer depends on (e.g. today's date). */
  extraKey?: string;
  /** See `cachePublicly`. */
  maxAgeSeconds?: number;
};

/**
 * Sends a cached answer (200 with its body, or 304 when If-None-Match names its ETag) straight to the Node response:
 * the security headers are on it already (their onRequest hook ran first), and the ones the onSend hooks would add
 * (Cache-Control, ETag, Vary, the encoding) are set here, so those hooks are skipped (`hijack`; onResponse and the
 * request log still run). The body goes out in the encoding the client prefers, compressed once per cached answer.
 */
function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  maxAgeSeconds: number | undefined,
  answer: CachedAnswer | undefined,
): FastifyReply {
  const raw = reply.raw;
  reply.hijack();
  raw.setHeader('cache-control', publicCacheControl(maxAgeSeconds));
  raw.setHeader('etag', etag);
  if (answer === undefined) {
    raw.writeHead(304);
    raw.end();
    return reply;
  }
  let body = answer.body;
  const encoding =
    body.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  raw.setHeader('content-type', JSON_TYPE);
  // A cache must not hand a compressed answer to a client that cannot read it, nor the other way round.
  raw.setHeader('vary', 'accept-encoding');
  if (encoding !== null) {
    body = request.server.publicReads.encode(answer, encoding, (plain) => compressBody(plain, encoding));
    raw.setHeader('content-encoding', encoding);
  }
  raw.setHeader('content-length', body.length);
  raw.writeHead(200);
  raw.end(body);
  return reply;
}

/**
 * Answers a public GET from the cache of public reads, or builds it with `build` (200 only: a build that
 * throws answers as usual and nothing is kept). The ETag comes from the area's version, so a matching
 * If-None-Match answers 304 without a query; the body is serialised once by the route's response schema.
 */
export async function answerPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: PublicRead,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cache = request.server.publicReads;
  if (!cache.usable) {
    const data = await build();
    cachePublicly(reply, read.maxAgeSeconds);
    return reply.send(data);
  }
  const key = `${request.routeOptions.url}|${stableText(request.params)}|${stableText(request.query)}|${read.extraKey ?? ''}`;
  // An answer that depends on more than the address (today's date) is always looked up by its full key.
  const known = read.extraKey === undefined && request.method === 'GET';
  if (known) cache.rememberAddress(request.url, { area: read.area, key, maxAgeSeconds: read.maxAgeSeconds });
  const version = cache.version(read.area);
  const etag = cache.etag(read.area, key, version);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return sendCachedAnswer(request, reply, etag, read.maxAgeSeconds, undefined);
  }
  let answer = cache.get(read.area, key);
  if (answer === undefined) {
    // A build that throws (404, bad input) answers as usual, without the public caching headers.
    const data = await build();
    answer = cache.set(read.area, key, version, String(reply.serialize(data)));
  }
  return sendCachedAnswer(request, reply, etag, read.maxAgeSeconds, answer);
}

/**
 * Answers a GET of an address answered before from the cache as early as onRequest, without validating the
 * query again (the same address validated before) or running the handler; anything else goes on as usual.
 */
function answerKnownAddress(request: FastifyRequest, reply: FastifyReply): boolean {
  const cache = request.server.publicReads;
  if (request.method !== 'GET' || !cache.usable) return false;
  const known = cache.knownAddress(request.url);
  if (!known) return false;
  const etag = cache.etagOf(known);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    sendCachedAnswer(request, reply, etag, known.maxAgeSeconds, undefined);
    return true;
  }
  const answer = cache.get(known.area, known.key);
  if (answer === undefined) return false;
  sendCachedAnswer(request, reply, etag, known.maxAgeSeconds, answer);
  return true;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RECONNECT_MS = 1000;

/**
 * Other instances on the same PostgreSQL database: each change is announced with NOTIFY on
 * PUBLIC_READS_CHANNEL (payload `<instance id> <area>`) and heard with LISTEN on a connection of its own.
 * While that connection is down the cache is not used (another instance's change could be missed); when it
 * is back, everything cached is dropped.
 */
function listenToOtherInstances(app: FastifyInstance, databaseUrl: string) {
  const cache = app.publicReads;
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      cache.setTrusted(false);
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      if (closing) return;
      if (error) app.log.warn({ err: error }, 'Lost the public read cache listener; reconnecting');
      retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      const [from, area] = (message.payload ?? '').split(' ');
      if (from === cache.instanceId) return;
      cache.invalidate(
        area && (PUBLIC_READ_AREAS as readonly string[]).includes(area) ? (area as PublicReadArea) : '*',
      );
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    cache.setTrusted(true);
  }

  cache.setTrusted(false);
  app.addHook('onReady', async () => {
    await connect();
    // A new instance may come after a seed or a migration: the others drop what they hold.
    announce(app, '*');
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  });
}

/** Tells the other instances (PostgreSQL only) that `area` changed. */
function announce(app: FastifyInstance, area: PublicReadArea | '*') {
  if (app.database.kind !== 'postgres') return;
  const payload = `${app.publicReads.instanceId} ${area}`;
  app.database.db
    .execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${payload})`)
    .catch((error: unknown) => app.log.error({ err: error }, 'Could not announce a change of public content'));
}

const registerPublicCache: FastifyPluginAsync = async (app) => {
  await app.register(fastifyEtag);
  app.decorate('publicReads', new PublicReadCache());
  if (app.database.kind === 'postgres' && app.config.databaseUrl) listenToOtherInstances(app, app.config.databaseUrl);

  app.addHook('onRequest', (request, reply, done) => {
    if (!answerKnownAddress(request, reply)) done();
  });

  // Every back-office write (whatever its outcome: a failure may come after a commit) marks the content of
  // its route's area as changed, before the answer leaves, so the writer's next public read sees the change.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (WRITE_METHODS.has(request.method)) {
      const area = areaChangedBy(request.routeOptions.url);
      if (area) {
        app.publicReads.invalidate(area);
        announce(app, area);
      }
    }
    done(null, payload);
  });
};

export const publicCache = fp(registerPublicCache, { name: 'public-cache' });
