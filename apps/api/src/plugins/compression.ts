import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentEncoding } from '../lib/public-read-cache';

/**
 * Below this size the headers outweigh the saving (and a small answer fits one packet anyway).
 * Only bodies known in advance are measured: streams (files) are compressed whatever their size.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON, XML (sitemap, SVG), CSV (the back office's exports) and
 * plain text. Images, fonts,
 * PDFs and archives are compressed already; a second pass would only cost CPU.
 */
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?:html|css|csv|plain|xml|javascript)|application\/(?:json|(?:[\w.-]+\+)(?:json|xml)|javascript|xml)|image\/svg\+xml)(?:;|$)/;

/** Whether answers of this Content-Type are compressed when the client accepts it. */
export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPES.test(contentType.toLowerCase());
}

// Quality 4: close to gzip's speed with better ratios; 11 costs tens of milliseconds per answer.
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

/**
 * Brotli (preferred) or gzip for text answers, chosen by the request's Accept-Encoding; no encoding when
 * the client sends none. Compression runs after the ETag is computed (ETags hash the uncompressed body, so
 * a 304 works the same whatever the encoding). Static files of the web app are precompressed at build time
 * (`.br` / `.gz` next to each file) and served as they are by web-app.ts, so they are not compressed here again.
 *
 * Registered before the routes: @fastify/compress adds its hook to each route as it is declared.
 */
const registerCompression: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });

  // A cache must not hand a compressed answer to a client that cannot read it (or the other way round):
  // every text answer says it depends on Accept-Encoding, also when it went out uncompressed.
  // A callback hook (no promise per answer): it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !isCompressibleType(contentType)) return done(null, payload);
    addVaryAcceptEncoding(reply);
    // The not-found handler (it answers every page address of the web app with its HTML) is no declared
    // route, so @fastify/compress never hooks it: its text answers are compressed here.
    if (!request.is404) return done(null, payload);
    let answer: unknown;
    try {
      answer = compressWhole(request, reply, payload);
    } catch (error) {
      return done(error as Error);
    }
    done(null, answer);
  });
};

const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** The encoding to answer a request's Accept-Encoding with: Brotli or gzip (Brotli on a tie), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  return acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) as ContentEncoding | null) : null;
}

/** `body` in `encoding`, with the qualities of every compressed answer. */
export function compressBody(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
}

function compressWhole(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  const compressed = compressBody(payload, encoding);
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}

/** Lower case, as @fastify/compress and @fastify/static spell it, so neither adds it a second time. */
function addVaryAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (value === '') {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  reply.header('vary', `${value}, accept-encoding`);
}

export const compression = fp(registerCompression, { name: 'compression' });
