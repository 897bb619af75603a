import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** How long browsers and proxies may reuse a public answer before revalidating it with its ETag. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Marks an answer as public and briefly cacheable. Every answer gets an ETag (from @fastify/etag),
 * and a request whose If-None-Match matches gets 304 with no body.
 */
export function cachePublicly(reply: FastifyReply, maxAgeSeconds = PUBLIC_MAX_AGE_SECONDS): FastifyReply {
  return reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
}

const registerPublicCache: FastifyPluginAsync = async (app) => {
  await app.register(fastifyEtag);
};

export const publicCache = fp(registerPublicCache, { name: 'public-cache' });
