import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { countRateLimitHit } from './rate-limit-hits.repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * What @fastify/rate-limit really hands `child()` for a route with its own limit: the merged limit options
 * with the route under `routeInfo` (its type declarations say a route's options).
 */
type RouteLimitOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** 'POST /api/sessions': each limited route counts on its own, as the plugin's in-memory store does. */
function routeKeyOf(options: RouteLimitOptions | FastifyRateLimitOptions): string {
  const { method, url } = (options as RouteLimitOptions).routeInfo ?? {};
  if (!url) return '';
  return `${[method ?? ''].flat().join(',')} ${url}`;
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database (table rate_limit_hits), so every
 * instance on one PostgreSQL server counts the same requests; the embedded database works the same way.
 * A counter's key is the route and the client's address; a row lives one window (housekeeping removes it).
 *
 * When the database cannot count (down, pool exhausted) the error is logged and the plugin, registered with
 * `skipOnError`, lets the request through: every limited route needs the database itself, so it answers
 * 503 on its own while the database is down, and a passing hiccup does not turn into refused requests.
 */
export function createDatabaseRateLimitStore(db: Database, log: FastifyBaseLogger) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options: FastifyRateLimitOptions) {
      this.route = routeKeyOf(options);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countRateLimitHit(db, `${this.route}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => {
          log.warn({ err: error, route: this.route }, 'rate limit not counted: the request goes through');
          callback(error);
        },
      );
    }

    child(routeOptions: ChildOptions): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as FastifyRateLimitOptions);
    }
  };
}
