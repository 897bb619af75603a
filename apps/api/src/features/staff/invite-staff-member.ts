import { randomBytes } from 'node:crypto';
import { STAFF_MESSAGES, type TStaffAccount, type TStaffInvitePayload } from '@iiidem/shared/admin/staff';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit-log';
import { hasDatabaseCode, UNIQUE_VIOLATION } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById } from '../../lib/users.repository';
import { invitationMail } from './invitation-mail';
import { findStaffAccount, insertStaffAccount } from './staff.repository';
import { fullName, STAFF_ENTITY, staffNotFound } from './staff-account';

/**
 * Invites a staff member or admin (audited 'staff.invite'): makes the account with a password nobody knows
 * and queues the mail telling the invitee to choose one through the password reset. 409 when the address
 * already has an account.
 */
export async function inviteStaffMember(
  app: FastifyInstance,
  input: { actorUserId: number; invite: TStaffInvitePayload },
  now: Date,
): Promise<TStaffAccount> {
  const db = app.database.db;
  const { invite } = input;
  const conflict = (message: string) => new HttpError(409, message, [{ path: 'email', msg: message }]);
  const existing = await findUserByEmail(db, invite.email);
  if (existing)
    throw conflict(existing.role === 'applicant' ? STAFF_MESSAGES.applicantAccount : STAFF_MESSAGES.alreadyStaff);
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'), app.config.auth.passwordHashCost);
  const inviter = await findUserById(db, input.actorUserId);
  let account: TStaffAccount | undefined;
  try {
    account = await db.transaction(async (tx) => {
      const id = await insertStaffAccount(tx, { ...invite, password_hash: unusablePassword, verified_at: null }, now);
      await recordAudit(
        tx,
        {
          actorUserId: input.actorUserId,
          action: 'staff.invite',
          entity: STAFF_ENTITY,
          entityId: id,
          to: { email: invite.email, role: invite.role, first_name: invite.first_name, last_name: invite.last_name },
        },
        now,
      );
      const inviterName = inviter ? fullName(inviter) : 'An administrator';
      await enqueueMail(
        tx,
        invitationMail(
          invite.email,
          { firstName: invite.first_name, role: invite.role },
          inviterName,
          app.config.publicUrl,
        ),
        now,
      );
      return findStaffAccount(tx, id);
    });
  } catch (error) {
    // Someone else took the address between the check and the insert.
    if (hasDatabaseCode(error, UNIQUE_VIOLATION)) throw conflict(STAFF_MESSAGES.alreadyStaff);
    throw error;
  }
  if (!account) throw staffNotFound();
  return account;
}
