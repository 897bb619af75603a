import { inArray, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/system';
import { clock } from '../clock';

/**
 * The portal's Prometheus metrics (docs/deployment.md: Metrics). One registry per app, so tests and several apps
 * in one process never share counters; the process' own figures (CPU, memory, event loop, GC) are the process'
 * and live in one registry of their own, started on the first scrape.
 */
export type PortalMetrics = {
  /** Answers by method, route pattern and status class (2xx ... 5xx): the request rate and the errors. */
  requests: Counter<'method' | 'route' | 'status_class'>;
  /** Time to answer, by method and route pattern. */
  requestDuration: Histogram<'method' | 'route'>;
  /** Failed sign-ins: step `password` (wrong password, no account, throttled) or `code` (wrong, expired ...). */
  signInFailures: Counter<'step' | 'reason'>;
  /** The text a scrape answers with, and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

/** Seconds: from a cached read (a millisecond) to a slow upload or PDF (several seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Outbox figures read at most this often, whatever the number of scrapers. */
const OUTBOX_FIGURES_MAX_AGE_MS = 1000;

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What a pg.Pool tells about its connections; the embedded database has one, always open. */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

function poolOf(database: DatabaseHandle): PoolCounts | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (typeof client === 'object' && client !== null && 'totalCount' in client && 'waitingCount' in client) {
    return client as PoolCounts;
  }
  return undefined;
}

type OutboxFigures = { pending: number; failed: number; oldestPendingAgeSeconds: number };

/** Unsent mail: pending (still tried) and failed (given up, kept for an operator), and the oldest pending one's age. */
export async function readOutboxFigures(database: DatabaseHandle): Promise<OutboxFigures> {
  const rows = await database.db
    .select({
      status: mailOutbox.status,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${mailOutbox.created_at})`.mapWith(mailOutbox.created_at),
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  const failed = rows.find((row) => row.status === 'failed');
  const oldest = pending?.oldest ? new Date(pending.oldest).getTime() : undefined;
  return {
    pending: Number(pending?.count ?? 0),
    failed: Number(failed?.count ?? 0),
    oldestPendingAgeSeconds: oldest === undefined ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000),
  };
}

export function createMetrics(database: DatabaseHandle, poolSize: number): PortalMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'iiidem_http_requests_total',
    help: 'Answered requests by method, route pattern and status class (2xx, 3xx, 4xx, 5xx).',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'iiidem_http_request_duration_seconds',
    help: 'Time from the request to the answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'iiidem_sign_in_failures_total',
    help: 'Failed sign-ins by step (password, code) and reason.',
    labelNames: ['step', 'reason'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'iiidem_database_pool_max',
    help: 'Connections this instance may open to the database (DATABASE_POOL_SIZE; 1 for the embedded database).',
    registers: [registry],
    collect() {
      this.set(database.kind === 'postgres' ? poolSize : 1);
    },
  });
  new Gauge({
    name: 'iiidem_database_pool_connections',
    help: 'Database connections by state: total (open), idle, and waiting (requests queued for a connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(database);
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        // The embedded database: one connection, queries take turns on it inside the process.
        this.set({ state: 'total' }, 1);
      }
    },
  });

  let outbox: { at: number; figures: Promise<OutboxFigures | undefined> } | undefined;
  const outboxFigures = () => {
    const now = Date.now();
    if (!outbox || now - outbox.at > OUTBOX_FIGURES_MAX_AGE_MS) {
      // A database that does not answer leaves the outbox figures out of this scrape (the others still come).
      outbox = { at: now, figures: readOutboxFigures(database).catch(() => undefined) };
    }
    return outbox.figures;
  };
  new Gauge({
    name: 'iiidem_mail_outbox_messages',
    help: 'Unsent mail in the outbox: pending (being tried) and failed (given up after every attempt).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const figures = await outboxFigures();
      // No stale figure while the database does not answer: the series is left out.
      if (!figures) return this.reset();
      this.set({ status: 'pending' }, figures.pending);
      this.set({ status: 'failed' }, figures.failed);
    },
  });
  new Gauge({
    name: 'iiidem_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending mail (0 when none waits).',
    registers: [registry],
    async collect() {
      const figures = await outboxFigures();
      if (figures) this.set(figures.oldestPendingAgeSeconds);
      else this.reset();
    },
  });

  return {
    requests,
    requestDuration,
    signInFailures,
    async scrape() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, text: `${own}\n${process}` };
    },
  };
}
