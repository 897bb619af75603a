import { randomBytes } from 'node:crypto';
import { STAFF_MESSAGES, ZStaffInvitePayload } from '@iiidem/shared/admin/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/accounts';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { recordAudit } from '../../lib/audit-log';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { ZAdminIdParams } from '../../lib/uploads/admin-upload';
import { findUserByEmail, findUserById } from '../../lib/users.repository';
import { ADMIN_SECURITY, requireAdmin } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { invitationMail } from './invitation-mail';
import { countOtherActiveAdmins, findStaffAccount, listStaffAccounts, setAccountActive } from './staff.repository';

const ENTITY = 'user';

const ZStaffAccount = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(['staff', 'admin']),
  active: z.boolean(),
  verified: z.boolean().describe('False until the invited person has set a password (which proves the address)'),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable().describe('When a session of the account last started'),
});

const ZStaffListAnswer = z.object({ success: z.literal(true), data: z.array(ZStaffAccount) });
const ZStaffAnswer = z.object({ success: z.literal(true), message: z.string(), data: ZStaffAccount });

const ERRORS = { 401: ZApiErrorBody, 403: ZApiErrorBody } as const;
const ROUTE_BASE = { tags: ['admin'], security: ADMIN_SECURITY };

function notFound(): HttpError {
  return new HttpError(404, STAFF_MESSAGES.notFound);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

function fullName(account: { first_name: string; last_name: string }): string {
  return `${account.first_name} ${account.last_name}`.trim();
}

/**
 * Back office: staff accounts (issue 7). Admins only: list, invite (the invitee sets a password through the
 * password reset), deactivate (every session ends at once) and reactivate.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/staff',
    {
      // Before the body is read or checked: without the role, 401/403 whatever was sent.
      onRequest: requireAdmin,
      schema: {
        ...ROUTE_BASE,
        summary: 'Every staff and admin account (admins first), with its last sign-in',
        response: { 200: ZStaffListAnswer, ...ERRORS },
      },
    },
    async () => ({ success: true as const, data: await listStaffAccounts(db()) }),
  );

  app.post(
    '/admin/staff',
    {
      // Before the body is read or checked: without the role, 401/403 whatever was sent.
      onRequest: requireAdmin,
      schema: {
        ...ROUTE_BASE,
        summary:
          'Invites a staff member or admin: makes the account (no usable password, not verified) and mails how to set a password through the password reset',
        body: ZStaffInvitePayload,
        response: { 201: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 409: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const actor = sessionUser(request);
      const input = request.body;
      const conflict = (message: string) => new HttpError(409, message, [{ path: 'email', msg: message }]);
      const existing = await findUserByEmail(db(), input.email);
      if (existing)
        throw conflict(existing.role === 'applicant' ? STAFF_MESSAGES.applicantAccount : STAFF_MESSAGES.alreadyStaff);
      // Nobody knows this password: the invitee chooses one through the password reset.
      const unusablePassword = await hashPassword(
        randomBytes(32).toString('base64url'),
        app.config.auth.passwordHashCost,
      );
      const inviter = await findUserById(db(), actor.id);
      const now = clock.now();
      let account: Awaited<ReturnType<typeof findStaffAccount>>;
      try {
        account = await db().transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              role: input.role,
              user_type: null,
              first_name: input.first_name,
              last_name: input.last_name,
              email_id: input.email,
              password_hash: unusablePassword,
              verified_at: null,
              active: true,
              created_at: now,
              updated_at: now,
            })
            .returning({ id: users.id });
          if (!created) throw new Error('The staff account was not stored');
          await recordAudit(
            tx,
            {
              actorUserId: actor.id,
              action: 'staff.invite',
              entity: ENTITY,
              entityId: created.id,
              to: { email: input.email, role: input.role, first_name: input.first_name, last_name: input.last_name },
            },
            now,
          );
          const inviterName = inviter ? fullName(inviter) : 'An administrator';
          await enqueueMail(
            tx,
            invitationMail(
              input.email,
              { firstName: input.first_name, role: input.role },
              inviterName,
              app.config.publicUrl,
            ),
            now,
          );
          return findStaffAccount(tx, created.id);
        });
      } catch (error) {
        // Someone else took the address between the check and the insert.
        if (isUniqueViolation(error)) throw conflict(STAFF_MESSAGES.alreadyStaff);
        throw error;
      }
      if (!account) throw notFound();
      request.log.info({ event: 'staff-invite', userId: account.id, role: account.role }, 'Staff member invited');
      return reply
        .code(201)
        .send({ success: true as const, message: STAFF_MESSAGES.invited(account.email), data: account });
    },
  );

  app.post(
    '/admin/staff/:id/deactivate',
    {
      // Before the body is read or checked: without the role, 401/403 whatever was sent.
      onRequest: requireAdmin,
      schema: {
        ...ROUTE_BASE,
        summary:
          'Deactivates a staff or admin account and ends every session of it at once; not yourself, not the last active admin',
        params: ZAdminIdParams,
        response: { 200: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const actor = sessionUser(request);
      const { id } = request.params;
      if (id === actor.id) throw new HttpError(409, STAFF_MESSAGES.cannotDeactivateSelf);
      const now = clock.now();
      const account = await db().transaction(async (tx) => {
        const before = await findStaffAccount(tx, id);
        if (!before) throw notFound();
        if (!before.active) throw new HttpError(409, STAFF_MESSAGES.alreadyInactive);
        if (before.role === 'admin' && (await countOtherActiveAdmins(tx, id)) === 0) {
          throw new HttpError(409, STAFF_MESSAGES.lastAdmin);
        }
        await setAccountActive(tx, id, false, now);
        await revokeUserSessions(tx, id, now);
        await recordAudit(
          tx,
          {
            actorUserId: actor.id,
            action: 'staff.deactivate',
            entity: ENTITY,
            entityId: id,
            from: { active: true },
            to: { active: false },
          },
          now,
        );
        return findStaffAccount(tx, id);
      });
      if (!account) throw notFound();
      request.log.info({ event: 'staff-deactivate', userId: id }, 'Staff account deactivated; sessions ended');
      return { success: true as const, message: STAFF_MESSAGES.deactivated(fullName(account)), data: account };
    },
  );

  app.post(
    '/admin/staff/:id/reactivate',
    {
      // Before the body is read or checked: without the role, 401/403 whatever was sent.
      onRequest: requireAdmin,
      schema: {
        ...ROUTE_BASE,
        summary: 'Reactivates a deactivated staff or admin account (it signs in again as usual)',
        params: ZAdminIdParams,
        response: { 200: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const actor = sessionUser(request);
      const { id } = request.params;
      const now = clock.now();
      const account = await db().transaction(async (tx) => {
        const before = await findStaffAccount(tx, id);
        if (!before) throw notFound();
        if (before.active) throw new HttpError(409, STAFF_MESSAGES.alreadyActive);
        await setAccountActive(tx, id, true, now);
        await recordAudit(
          tx,
          {
            actorUserId: actor.id,
            action: 'staff.reactivate',
            entity: ENTITY,
            entityId: id,
            from: { active: false },
            to: { active: true },
          },
          now,
        );
        return findStaffAccount(tx, id);
      });
      if (!account) throw notFound();
      return { success: true as const, message: STAFF_MESSAGES.reactivated(fullName(account)), data: account };
    },
  );
};
