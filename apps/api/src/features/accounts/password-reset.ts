import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TPasswordResetConfirmPayload } from '@iiidem/shared/accounts/password-reset';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { findUserByEmail, setPasswordHash } from '../../lib/users.repository';
import { markUserVerified } from './accounts.repository';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { checkCode, consumeCode, createCode, findLatestResetCode, retireCodes } from './one-time-codes';
import { clearSignInFailures } from './sign-in-throttle';

/**
 * Forgot password, step 1 (spec 2 §4): mails a reset code to a verified, active account, or to an active
 * staff account invited by an admin (not verified until its first reset). The caller answers the same way
 * whether or not the address has an account (no enumeration).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, log: FastifyBaseLogger): Promise<void> {
  const { db } = app.database;
  const user = await findUserByEmail(db, email);
  const invitedStaff = user?.role !== undefined && user.role !== 'applicant';
  if (!user?.active || !(user.verified_at || invitedStaff)) {
    log.info({ event: 'password-reset', outcome: 'no-account' }, 'Password reset asked for an address without account');
    return;
  }
  const now = clock.now();
  const code = await db.transaction(async (tx) => {
    await retireCodes(tx, user.id, 'reset', now);
    const newCode = await createCode(tx, { purpose: 'reset', userId: user.id, email, attemptId: null }, now);
    await queueCodeMail(tx, 'reset', email, newCode, now);
    return newCode;
  });
  log.info({ event: 'password-reset', outcome: 'code-sent', userId: user.id }, 'Password reset code sent');
  announceDevelopmentCode(app.config, log, email, code);
}

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
