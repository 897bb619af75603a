import type { TChangePasswordPayload } from '@iiidem/shared/accounts/change-password';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { findUserById, setPasswordHash } from '../../lib/users.repository';

/**
 * Change password (spec 2 §4): needs the old password; the new one replaces it and every other session of
 * the account ends (the one making the change stays signed in). Wrong old password is a 400, never a 401,
 * so the browser keeps its session.
 */
export async function changePassword(
  app: FastifyInstance,
  actor: { userId: number; sessionId: number },
  payload: TChangePasswordPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = app.database;
  const user = await findUserById(db, actor.userId);
  if (!user) throw new HttpError(401, MESSAGES.tokenExpired);
  if (!(await verifyPassword(payload.old_password, user.password_hash))) {
    log.info({ event: 'change-password', outcome: 'failed', userId: user.id }, 'Password change refused: old password');
    throw new HttpError(400, ACCOUNT_MESSAGES.oldPasswordIncorrect, [
      { path: 'old_password', msg: ACCOUNT_MESSAGES.oldPasswordIncorrect },
    ]);
  }
  if (payload.new_password === payload.old_password) {
    throw new HttpError(400, ACCOUNT_MESSAGES.newPasswordSameAsOld, [
      { path: 'new_password', msg: ACCOUNT_MESSAGES.newPasswordSameAsOld },
    ]);
  }
  const passwordHash = await hashPassword(payload.new_password, app.config.auth.passwordHashCost);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now, actor.sessionId);
  });
  log.info(
    { event: 'change-password', outcome: 'succeeded', userId: user.id },
    'Password changed; other sessions ended',
  );
}
