import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { SIGNUP_MAX_RESENDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { resendRejection } from './code-errors';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { findCodeByAttempt, resendCode } from './one-time-codes';

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
