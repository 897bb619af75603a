import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TSignInPayload } from '@iiidem/shared/accounts/sign-in';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { spendPasswordCheckTime, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { findUserByEmail } from '../../lib/users.repository';
import { RetryLaterError } from './code-errors';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { createCode, retireCodes } from './one-time-codes';
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from './sign-in-throttle';

/**
 * Sign-in, step 1 (spec 1 §4): e-mail and password. On success a code is mailed, bound to a new attempt
 * id that the code step must present; the attempt itself grants no access to anything.
 * Every success and failure is logged, without the password.
 */
export async function startSignIn(app: FastifyInstance, payload: TSignInPayload, log: FastifyBaseLogger) {
  const { db } = app.database;
  const limits = app.config.auth;
  const email = payload.email;
  const now = clock.now();

  const wait = await signInWaitSeconds(db, email, now, limits);
  if (wait > 0) {
    app.metrics.signInFailures.inc({ step: 'password', reason: 'throttled' });
    log.warn(
      { event: 'sign-in', outcome: 'throttled', email, waitSeconds: wait },
      'Sign-in refused: too many failures',
    );
    throw new RetryLaterError(ACCOUNT_MESSAGES.signInThrottled(wait), wait);
  }

  const user = await findUserByEmail(db, email);
  let passwordMatches = false;
  if (user) passwordMatches = await verifyPassword(payload.password, user.password_hash);
  // Same time for an address without account, so the answer time does not reveal which addresses exist.
  else await spendPasswordCheckTime(payload.password, limits.passwordHashCost);
  if (!user || !passwordMatches) {
    await recordSignInFailure(db, email, clock.now(), limits);
    app.metrics.signInFailures.inc({ step: 'password', reason: user ? 'wrong-password' : 'no-account' });
    log.info(
      { event: 'sign-in', outcome: 'failed', email, reason: user ? 'wrong-password' : 'no-account' },
      'Sign-in failed',
    );
    throw new HttpError(400, ACCOUNT_MESSAGES.invalidCredentials);
  }
  if (!user.verified_at) {
    log.info({ event: 'sign-in', outcome: 'refused', email, reason: 'not-verified' }, 'Sign-in refused');
    throw new HttpError(403, ACCOUNT_MESSAGES.accountNotVerified);
  }
  if (!user.active) {
    log.info({ event: 'sign-in', outcome: 'refused', email, reason: 'disabled' }, 'Sign-in refused');
    throw new HttpError(403, ACCOUNT_MESSAGES.accountDisabled);
  }

  const attemptId = randomToken(24);
  const started = clock.now();
  const code = await db.transaction(async (tx) => {
    await clearSignInFailures(tx, email);
    // One live sign-in attempt per account: a new password step ends the previous one.
    await retireCodes(tx, user.id, 'signin', started);
    const newCode = await createCode(tx, { purpose: 'signin', userId: user.id, email, attemptId }, started);
    await queueCodeMail(tx, 'signin', email, newCode, started);
    return newCode;
  });
  log.info({ event: 'sign-in', outcome: 'password-accepted', userId: user.id }, 'Sign-in code sent');
  announceDevelopmentCode(app.config, log, email, code);
  return { mail: email, attemptId };
}
