import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TSignupPayload, TSignupVerifyPayload } from '@iiidem/shared/accounts/signup';
import { SIGNUP_MAX_RESENDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { existingAccountMail } from './account-mails';
import { markUserVerified, upsertUnverifiedApplicant } from './accounts.repository';
import { codeRejection, resendRejection } from './code-errors';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { checkCode, consumeCode, createCode, findCodeByAttempt, resendCode, retireCodes } from './one-time-codes';

export type SignupStarted = { mail: string; attemptId: string };

/**
 * Sign-up (spec 1 §2, §4): stores the account unverified and mails a code bound to a new attempt.
 * Signing up again with an unverified address replaces its details and its code (the previous attempt
 * dies). An address that already has a verified account gets the same answer, but its owner receives a
 * notice instead of a code, so the answer never tells whether an address is registered.
 */
export async function signUp(
  app: FastifyInstance,
  payload: TSignupPayload,
  log: FastifyBaseLogger,
): Promise<SignupStarted> {
  const passwordHash = await hashPassword(payload.user_pass, app.config.auth.passwordHashCost);
  const now = clock.now();
  const attemptId = randomToken(24);
  const email = payload.email_id;
  const details = {
    user_type: payload.user_type,
    first_name: payload.first_name,
    last_name: payload.last_name,
    mobile_no: payload.mobile_no,
    password_hash: passwordHash,
    updated_at: now,
  };

  const code = await app.database.db.transaction(async (tx) => {
    // Only an unverified applicant's details are replaced: an invited staff account keeps its own.
    const pendingId = await upsertUnverifiedApplicant(tx, email, details, now);
    if (pendingId === undefined) {
      // A verified account owns this address: a decoy attempt whose code nobody receives.
      await createCode(tx, { purpose: 'signup', userId: null, email, attemptId }, now);
      await enqueueMail(tx, existingAccountMail(email, app.config.publicUrl), now);
      return undefined;
    }
    await retireCodes(tx, pendingId, 'signup', now);
    const newCode = await createCode(tx, { purpose: 'signup', userId: pendingId, email, attemptId }, now);
    await queueCodeMail(tx, 'signup', email, newCode, now);
    return newCode;
  });

  log.info({ event: 'sign-up', email }, 'Sign-up code requested');
  if (code) announceDevelopmentCode(app.config, log, email, code);
  return { mail: email, attemptId };
}

/** Checks the sign-up code of an attempt and marks the account verified. */
export async function verifySignup(app: FastifyInstance, payload: TSignupVerifyPayload, log: FastifyBaseLogger) {
  const { db } = app.database;
  const row = await findCodeByAttempt(db, 'signup', payload.attempt_id);
  if (!row) throw new HttpError(400, ACCOUNT_MESSAGES.signupAttemptExpired);
  const now = clock.now();
  const check = await checkCode(db, row, payload.otp, now);
  if (check !== 'right' || row.user_id === null) throw codeRejection(check === 'right' ? 'wrong' : check);
  const userId = row.user_id;
  const verified = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row, now))) return false;
    await markUserVerified(tx, userId, now, true);
    return true;
  });
  if (!verified) throw codeRejection('used');
  log.info({ event: 'sign-up-verified', userId }, 'Account verified');
}

/** Resends the sign-up code: only after it expired, at most twice per attempt (spec 1 §4). */
export async function resendSignupCode(app: FastifyInstance, attemptId: string, log: FastifyBaseLogger) {
  const { db } = app.database;
  const row = await findCodeByAttempt(db, 'signup', attemptId);
  if (!row) throw new HttpError(400, ACCOUNT_MESSAGES.signupAttemptExpired);
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    const outcome = await resendCode(tx, row, SIGNUP_MAX_RESENDS, now);
    // The decoy attempt of an existing account gets a new code too, mailed to nobody.
    if (outcome.outcome === 'resent' && row.user_id !== null) {
      await queueCodeMail(tx, 'signup', row.email, outcome.code, now);
    }
    return outcome;
  });
  if (result.outcome !== 'resent') {
    throw resendRejection(result, MESSAGES.resendLimitReached, ACCOUNT_MESSAGES.signupAttemptExpired);
  }
  if (row.user_id !== null) announceDevelopmentCode(app.config, log, row.email, result.code);
  return { resendsLeft: result.resendsLeft };
}
