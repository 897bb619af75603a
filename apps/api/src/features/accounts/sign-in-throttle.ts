import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { AuthConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { signInFailures } from '../../db/schema/accounts';

/**
 * Per-account throttle on failed sign-ins (security guide): after `signInFailureLimit` failures within the
 * window, each further try must wait after the last failure: 30 s, then 60 s, 120 s ... at most the window.
 * Never a permanent lock, and password reset ignores it.
 */
export type ThrottleLimits = Pick<AuthConfig, 'signInFailureLimit' | 'signInFailureWindowMinutes'>;

const FIRST_DELAY_SECONDS = 30;

export function throttleDelaySeconds(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.signInFailureLimit) return 0;
  const extra = failures - limits.signInFailureLimit;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.min(extra, 20), limits.signInFailureWindowMinutes * 60);
}

/** Seconds the address must still wait before its next sign-in try (0 = go ahead). */
export async function signInWaitSeconds(
  db: Database,
  email: string,
  now: Date,
  limits: ThrottleLimits,
): Promise<number> {
  const windowStart = new Date(now.getTime() - limits.signInFailureWindowMinutes * 60_000);
  const failures = await db
    .select({ failed_at: signInFailures.failed_at })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.failed_at, windowStart)))
    .orderBy(desc(signInFailures.failed_at))
    .limit(limits.signInFailureLimit + 25);
  const latest = failures[0];
  if (!latest) return 0;
  const delay = throttleDelaySeconds(failures.length, limits);
  const waitMs = latest.failed_at.getTime() + delay * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export async function recordSignInFailure(db: Database, email: string, now: Date, limits: ThrottleLimits) {
  const windowStart = new Date(now.getTime() - limits.signInFailureWindowMinutes * 60_000);
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), lte(signInFailures.failed_at, windowStart)));
  await db.insert(signInFailures).values({ email, failed_at: now });
}

export async function clearSignInFailures(executor: Executor, email: string): Promise<void> {
  await executor.delete(signInFailures).where(eq(signInFailures.email, email));
}
