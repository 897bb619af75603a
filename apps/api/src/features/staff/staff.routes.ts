import { STAFF_MESSAGES, ZStaffInvitePayload } from '@iiidem/shared/admin/staff';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { ADMIN_ROUTE_BASE, requireAdmin } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { deactivateStaffAccount } from './deactivate-staff-account';
import { inviteStaffMember } from './invite-staff-member';
import { reactivateStaffAccount } from './reactivate-staff-account';
import { listStaffAccounts } from './staff.repository';
import { fullName } from './staff-account';

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
        ...ADMIN_ROUTE_BASE,
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
        ...ADMIN_ROUTE_BASE,
        summary:
          'Invites a staff member or admin: makes the account (no usable password, not verified) and mails how to set a password through the password reset',
        body: ZStaffInvitePayload,
        response: { 201: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 409: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const account = await inviteStaffMember(
        app,
        { actorUserId: sessionUser(request).id, invite: request.body },
        clock.now(),
      );
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
        ...ADMIN_ROUTE_BASE,
        summary:
          'Deactivates a staff or admin account and ends every session of it at once; not yourself, not the last active admin',
        params: ZIdParams,
        response: { 200: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const account = await deactivateStaffAccount(db(), { actorUserId: sessionUser(request).id, id }, clock.now());
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
        ...ADMIN_ROUTE_BASE,
        summary: 'Reactivates a deactivated staff or admin account (it signs in again as usual)',
        params: ZIdParams,
        response: { 200: ZStaffAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const account = await reactivateStaffAccount(
        db(),
        { actorUserId: sessionUser(request).id, id: request.params.id },
        clock.now(),
      );
      return { success: true as const, message: STAFF_MESSAGES.reactivated(fullName(account)), data: account };
    },
  );
};
