import { API_ERRORS } from '@iiidem/shared/messages';
import type { AppInstance } from '../app';

/** How long the whole shutdown may take after SIGTERM/SIGINT; then the process exits whatever is still open. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long the process reports not-ready (503 on /api/ready, `Connection: close` on every answer) before it stops
 * accepting connections, so that a load balancer polling the ready route sends new requests to another instance
 * first (docs/backup-and-upgrade.md, rolling upgrade).
 */
export const SHUTDOWN_DRAIN_MS = 1_000;

/** What keeps the event loop busy (sockets, timers, file requests...), counted by kind, for the forced exit's log. */
export function describeOpenResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** Ends a shutdown that took longer than `afterMs`: logs what is still open, then exits with status 1. */
export function forceExit(
  log: { error(object: object, message: string): void },
  afterMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  log.error({ open: describeOpenResources() }, `Shutdown took longer than ${afterMs} ms: exiting anyway`);
  exit(1);
}

/**
 * Once `draining()` is true: 503 on the ready route, and every answer asks its client to close the connection, so
 * proxies stop sending requests here while the in-flight ones finish. Added before the app is ready.
 */
export function reportNotReadyWhileDraining(app: AppInstance, draining: () => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!draining()) return;
    reply.header('connection', 'close');
    if (request.url === '/api/ready' || request.url.startsWith('/api/ready?')) {
      return reply.code(503).send({ success: false, message: API_ERRORS.unavailable });
    }
  });
}
