import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { clock } from '../clock';
import { type HousekeepingOptions, runHousekeeping } from './run-housekeeping';

/** How often each instance tries (only one at a time works); the first try comes a minute after start. */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;

export type HousekeepingJob = {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

export type HousekeepingJobOptions = {
  db: Database;
  /** The settings the cut-offs follow: config.auth. */
  limits: HousekeepingOptions['limits'];
  log: FastifyBaseLogger;
  intervalMs?: number;
  firstRunDelayMs?: number;
};

/**
 * Runs the housekeeping on a timer that never keeps the process alive (unref'd); a failed run is logged and
 * the next one comes at the next interval.
 */
export function startHousekeeping(options: HousekeepingJobOptions): HousekeepingJob {
  const { db, limits, log } = options;
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce(): Promise<void> {
    try {
      const result = await runHousekeeping(db, { now: clock.now(), limits });
      if (!result.ran) {
        log.debug('Housekeeping skipped: another instance is running it');
        return;
      }
      const total = Object.values(result.deleted).reduce((sum, count) => sum + count, 0);
      if (total > 0) log.info({ deleted: result.deleted }, 'Housekeeping removed expired rows');
    } catch (error) {
      log.warn({ err: error }, 'Housekeeping failed; it will try again at the next interval');
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  schedule(options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
