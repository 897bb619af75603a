import { SIGNIN_MAX_RESENDS } from '@iiidem/shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { resendRejection } from './code-errors';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { findCodeByAttempt, resendCode } from './one-time-codes';

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
