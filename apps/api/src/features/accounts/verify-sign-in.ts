import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TSignInVerifyPayload } from '@iiidem/shared/accounts/sign-in';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { createSession } from '../../lib/sessions';
import { findUserById } from '../../lib/users.repository';
import { codeRejection } from './code-errors';
import { checkCode, consumeCode, findCodeByAttempt } from './one-time-codes';

/** Sign-in, step 2: the code of the attempt; exactly one session for one right code. */
export async function verifySignIn(app: FastifyInstance, payload: TSignInVerifyPayload, log: FastifyBaseLogger) {
  const { db } = app.database;
  const row = await findCodeByAttempt(db, 'signin', payload.attempt_id);
  if (!row || row.user_id === null) throw new HttpError(400, ACCOUNT_MESSAGES.signInAttemptExpired);
  const now = clock.now();
  const check = await checkCode(db, row, payload.otp, now);
  if (check !== 'right') {
    app.metrics.signInFailures.inc({ step: 'code', reason: check });
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
