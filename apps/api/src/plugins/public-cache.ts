import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How public answers may be cached: by anyone, but revalidated with their ETag before each reuse, so a
 * change made in the back office shows on the public pages at once (a matching If-None-Match costs a 304).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * Marks an answer as public and cacheable with revalidation (or for `maxAgeSeconds` without it). Every answer gets an ETag (from
 * @fastify/etag), and a request whose If-None-Match matches gets 304 with no body.
 */
export function cachePublicly(reply: FastifyReply, maxAgeSeconds?: number): FastifyReply {
  // Data that never changes at run time (countries, states) may be reused for a while without asking.
  const value = maxAgeSeconds === undefined ? PUBLIC_CACHE_CONTROL : `public, max-age=${maxAgeSeconds}`;
  return reply.header('cache-control', value);
}

const registerPublicCache: FastifyPluginAsync = async (app) => {
  await app.register(fastifyEtag);
};

export const publicCache = fp(registerPublicCache, { name: 'public-cache' });
