import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseRateLimitStore } from '../lib/rate-limit-store';

/**
 * Per-IP rate limiting, off by default: a route opts in with
 *   { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }
 * Over the limit the error handler answers 429 in the API's shape, with Retry-After.
 * Counters live in the database (lib/rate-limit-store.ts), so every instance on one PostgreSQL server shares
 * them; when the database cannot count, the request goes through (skipOnError) and the route answers for itself.
 */
const limitRates: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(app.database.db, app.log),
    skipOnError: true,
  });
};

export const rateLimits = fp(limitRates, { name: 'rate-limits' });
