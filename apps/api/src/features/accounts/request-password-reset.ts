import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { runAfterAnswer } from '../../lib/after-answer';
import { clock } from '../../lib/clock';
import { findUserByEmail } from '../../lib/users.repository';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { createCode, retireCodes } from './one-time-codes';

/**
 * Forgot password, step 1 (spec 2 §4): mails a reset code to a verified, active account, or to an active
 * staff account invited by an admin (not verified until its first reset). The caller answers at once, the
 * same way whether or not the address has an account: the look-up, the code and the mail happen after the
 * answer (runAfterAnswer), so neither the answer nor its time tells whether the address is known.
 */
export function requestPasswordReset(app: FastifyInstance, email: string, log: FastifyBaseLogger): void {
  runAfterAnswer(log, 'Password reset', () => sendPasswordResetCode(app, email, log));
}

async function sendPasswordResetCode(app: FastifyInstance, email: string, log: FastifyBaseLogger): Promise<void> {
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
