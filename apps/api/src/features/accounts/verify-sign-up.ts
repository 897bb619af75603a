import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TSignupVerifyPayload } from '@iiidem/shared/accounts/signup';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { markUserVerified } from './accounts.repository';
import { codeRejection } from './code-errors';
import { checkCode, consumeCode, findCodeByAttempt } from './one-time-codes';

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
