import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isUnderPrefix } from '../lib/url-path';

/**
 * API answers are personal or change often: `Cache-Control: no-store` unless the route chose its own
 * (a public, cacheable list sets e.g. `public, no-cache` itself).
 */
const setApiCacheControl: FastifyPluginAsync = async (app) => {
  // A callback hook (no promise per answer): it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isUnderPrefix(request.url, '/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
};

export const apiCacheControl = fp(setApiCacheControl, { name: 'api-cache-control' });
