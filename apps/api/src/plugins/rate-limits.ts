import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-IP rate limiting, off by default: a route opts in with
 *   { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }
 * Over the limit the error handler answers 429 in the API's shape, with Retry-After.
 * Counters are kept in memory, i.e. per instance.
 */
const limitRates: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
};

export const rateLimits = fp(limitRates, { name: 'rate-limits' });
