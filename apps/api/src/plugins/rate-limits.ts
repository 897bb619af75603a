import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseRateLimitStore } from '../lib/rate-limit-store';

/**
 * Per-IP rate limiting, off by default: a route opts in with
 *   { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }
 * Over the limit the error handler answers 429 in the API's shape, with Retry-After. The count comes first, before
 * the route's own onRequest checks.
 * Counters live in the database (lib/rate-limit-store.ts), so every instance on one PostgreSQL server shares
 * them; when the database cannot count, the request goes through (skipOnError) and the route answers for itself.
 */
const limitRates: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(app.database.db, app.log),
    skipOnError: true,
  });
  // The plugin appends its check to the route's onRequest hooks; move it to the front, so a request is counted
  // before the route's own checks (a session, a role) can refuse it: refused requests count too.
  app.addHook('onRoute', (route) => {
    if (!route.config?.rateLimit || !Array.isArray(route.onRequest) || route.onRequest.length < 2) return;
    const check = route.onRequest.pop();
    if (check) route.onRequest.unshift(check);
  });
};

export const rateLimits = fp(limitRates, { name: 'rate-limits' });
