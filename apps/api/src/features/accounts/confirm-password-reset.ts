import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TPasswordResetConfirmPayload } from '@iiidem/shared/accounts/password-reset';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { setPasswordHash } from '../../lib/users.repository';
import { markUserVerified } from './accounts.repository';
import { checkCode, consumeCode, findLatestResetCode } from './one-time-codes';
import { clearSignInFailures } from './sign-in-throttle';

/**
 * Forgot password, step 2: the code, then the new password. Every session of the account ends, and the
 * sign-in throttle is cleared (a throttled owner can always reset). One answer for every failure, so the
 * step does not tell whether an address has an account.
 */
export async function confirmPasswordReset(
  app: FastifyInstance,
  payload: TPasswordResetConfirmPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = app.database;
  const rejection = () =>
    new HttpError(400, ACCOUNT_MESSAGES.otpNotValidOrExpired, [
      { path: 'otp', msg: ACCOUNT_MESSAGES.otpNotValidOrExpired },
    ]);
  const row = await findLatestResetCode(db, payload.email);
  if (!row || row.user_id === null) throw rejection();
  const check = await checkCode(db, row, payload.otp, clock.now());
  if (check !== 'right') {
    log.info({ event: 'password-reset', outcome: 'failed', userId: row.user_id, reason: check }, 'Reset code rejected');
    throw rejection();
  }
  const userId = row.user_id;
  const passwordHash = await hashPassword(payload.password, app.config.auth.passwordHashCost);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row, now))) return false;
    await setPasswordHash(tx, userId, passwordHash, now);
    // The mailed code proves the address: an invited staff account becomes verified here.
    await markUserVerified(tx, userId, now, false);
    await revokeUserSessions(tx, userId, now);
    await clearSignInFailures(tx, payload.email);
    return true;
  });
  if (!done) throw rejection();
  log.info({ event: 'password-reset', outcome: 'succeeded', userId }, 'Password reset; every session ended');
}
