import type { FastifyBaseLogger } from 'fastify';

/** Work started by runAfterAnswer and not finished yet (the process's: any app may have started it). */
const pending = new Set<Promise<void>>();

/**
 * Runs `work` after the answer has gone, so the answer's time does not depend on it (forgot password: a known
 * address must not answer slower than an unknown one). The request never awaits it; it starts on the event
 * loop's next turn, once the handler's answer has been written; a failure is logged, never thrown, so it
 * cannot crash the process nor reach the client. `settleWorkAfterAnswers` waits for it (shutdown, tests).
 */
export function runAfterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<void>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every piece of work started by runAfterAnswer (including work it started) has finished. */
export async function settleWorkAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
