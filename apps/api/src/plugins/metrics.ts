import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { createMetrics, type PortalMetrics } from '../lib/metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (lib/metrics): features count their own events here (sign-in failures). */
    metrics: PortalMetrics;
  }
}

/** Where Prometheus scrapes each instance (with METRICS_TOKEN as its bearer token). */
export const METRICS_PATH = '/metrics';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The route pattern a request matched (`/api/courses/:id`), never its raw address, so the number of series stays
 * bounded whatever clients ask for. Addresses no route serves are the web app's pages (and its 404s), or an
 * unknown API address.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return request.url.startsWith('/api/') ? '/api/(no route)' : '(web app)';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True for `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasToken(request: FastifyRequest, tokenDigest: Buffer): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header) : null;
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), tokenDigest);
}

/**
 * Counts every answer by route and status class and times it; `metricsRoute` serves the figures at /metrics to the
 * operator alone: only with METRICS_TOKEN set, and only to a request bearing it (403 in the error shape otherwise). Without
 * METRICS_TOKEN the path does not exist (the web app's 404). The proxy refuses /metrics from outside as well
 * (deploy/nginx), and Prometheus scrapes each instance directly, so each one's figures stay apart.
 */
const collectMetrics: FastifyPluginAsync = async (app) => {
  const metrics = createMetrics(app.database, app.config.databasePool.size);
  app.decorate('metrics', metrics);

  // A callback hook: it runs after every answer, and a promise per request costs a microtask turn.
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    const method = request.method;
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
    metrics.requests.inc({ method, route, status_class: statusClass });
    metrics.requestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
};

export const metricsCollection = fp(collectMetrics, { name: 'metrics' });

/** GET /metrics (see above); registered with the routes, after every hook and the error handler. */
export const metricsRoute: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const tokenDigest = digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, tokenDigest)) throw new HttpError(403, API_ERRORS.forbidden);
    const { contentType, text } = await app.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};
