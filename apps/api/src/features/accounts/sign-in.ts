import { SIGNIN_MAX_RESENDS } from '@iiidem/shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TSignInPayload, TSignInVerifyPayload } from '@iiidem/shared/accounts/sign-in';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { spendPasswordCheckTime, verifyPassword } from '../../lib/passwords';
import { createSession } from '../../lib/sessions';
import { randomToken } from '../../lib/tokens';
import { findUserByEmail, findUserById } from '../../lib/users.repository';
import { codeRejection, RetryLaterError, resendRejection } from './code-errors';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { checkCode, consumeCode, createCode, findCodeByAttempt, resendCode, retireCodes } from './one-time-codes';
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

/** Sign-in, step 2: the code of the attempt; exactly one session for one right code. */
export async function verifySignIn(app: FastifyInstance, payload: TSignInVerifyPayload, log: FastifyBaseLogger) {
  const { db } = app.database;
  const row = await findCodeByAttempt(db, 'signin', payload.attempt_id);
  if (!row || row.user_id === null) throw new HttpError(400, ACCOUNT_MESSAGES.signInAttemptExpired);
  const now = clock.now();
  const check = await checkCode(db, row, payload.otp, now);
  if (check !== 'right') {
    log.info({ event: 'sign-in-code', outcome: 'failed', userId: row.user_id, reason: check }, 'Sign-in code rejected');
    throw codeRejection(check);
  }
  const user = await findUserById(db, row.user_id);
  if (!user?.active || !user.verified_at) throw codeRejection('used');
  const session = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row, now))) return undefined;
    return createSession(tx, user.id, now, app.config.auth);
  });
  if (!session) {
    log.info({ event: 'sign-in-code', outcome: 'failed', userId: user.id, reason: 'used' }, 'Sign-in code rejected');
    throw codeRejection('used');
  }
  log.info({ event: 'sign-in', outcome: 'succeeded', userId: user.id, sessionId: session.sessionId }, 'Signed in');
  return { token: session.token, user_type: user.user_type, role: user.role };
}

/** Resends the sign-in code of an attempt, only once the current code has expired. */
export async function resendSignInCode(app: FastifyInstance, attemptId: string, log: FastifyBaseLogger) {
  const { db } = app.database;
  const row = await findCodeByAttempt(db, 'signin', attemptId);
  if (!row || row.user_id === null) throw new HttpError(400, ACCOUNT_MESSAGES.signInAttemptExpired);
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    const outcome = await resendCode(tx, row, SIGNIN_MAX_RESENDS, now);
    if (outcome.outcome === 'resent') await queueCodeMail(tx, 'signin', row.email, outcome.code, now);
    return outcome;
  });
  if (result.outcome !== 'resent') {
    throw resendRejection(result, ACCOUNT_MESSAGES.signInResendLimit, ACCOUNT_MESSAGES.signInAttemptExpired);
  }
  announceDevelopmentCode(app.config, log, row.email, result.code);
  return { resendsLeft: result.resendsLeft };
}
