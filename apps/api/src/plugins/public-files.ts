import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isValidFileKey, type StoredFileInfo } from '../lib/files/file-store';
import { PUBLIC_FILES_PREFIX } from '../lib/files/public-files';

/** A day: public files are stored under new random names when they change, so a cached copy is never stale for long. */
const PUBLIC_FILES_CACHE = 'public, max-age=86400';

/** A validator that changes whenever the file does (a new upload gets a new name anyway). */
function etagOf(info: StoredFileInfo): string {
  return `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
}

/** True when the browser's copy (If-None-Match, else If-Modified-Since) is the stored file. */
function isFresh(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const etag = etagOf(info);
    const weak = etag.slice(2);
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag === etag || tag === weak);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= since;
}

function cacheHeaders(reply: FastifyReply, info: StoredFileInfo): FastifyReply {
  return reply
    .header('cache-control', PUBLIC_FILES_CACHE)
    .header('x-content-type-options', 'nosniff')
    .header('etag', etagOf(info))
    .header('last-modified', info.modifiedAt.toUTCString());
}

/**
 * Serves the public files of the file store (`app.files`, the folder or the database table) at /files/<key>,
 * cacheable for a day with an ETag and Last-Modified (a revalidation costs a 304 and no bytes). A missing file
 * or a key that is not a valid one falls through to the not-found handler, which answers 404, never the web
 * app. Private files are never served here: only by their features, to their owner and staff.
 */
const servePublicFiles: FastifyPluginAsync = async (app) => {
  app.get(`${PUBLIC_FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidFileKey('public', key)) return reply.callNotFound();
    const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'];
    if (conditional) {
      const info = await app.files.stat('public', key);
      if (!info) return reply.callNotFound();
      if (isFresh(request, info)) return cacheHeaders(reply, info).code(304).send();
    }
    const file = await app.files.read('public', key);
    if (!file) return reply.callNotFound();
    return cacheHeaders(reply, file).type(file.contentType).send(file.data);
  });
};

export const publicFiles = fp(servePublicFiles, { name: 'public-files' });
