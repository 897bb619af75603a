import {
  REVIEW_AIDS_MESSAGES,
  ZCoordinatorsBody,
  ZCoordinatorsResponse,
  ZNotificationSettings,
  ZNotificationSettingsResponse,
} from '@iiidem/shared/admin/review-aids';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { recordAudit } from '../../lib/audit-log';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import {
  countActiveStaff,
  courseExists,
  findNotificationSettings,
  listActiveStaff,
  listCoordinators,
  replaceCoordinators,
  saveNotificationSettings,
} from './new-application-mails.repository';

const errors = { 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody };

/**
 * Back office (issue 19): a course's coordinators (staff accounts), and each staff member's choice to be
 * e-mailed the new applications for the courses they coordinate (nominations/notify-coordinators.ts sends them).
 */
export const newApplicationMailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  async function coordinatorsOf(courseId: number) {
    const [coordinators, staff] = await Promise.all([listCoordinators(db(), courseId), listActiveStaff(db())]);
    return { coordinators, staff };
  }

  app.get(
    '/admin/courses/:id/coordinators',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: "A course's coordinators, and the active staff who may be chosen",
        params: ZIdParams,
        response: { 200: ZCoordinatorsResponse, ...errors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      if (!(await courseExists(db(), request.params.id))) throw new HttpError(404, REVIEW_AIDS_MESSAGES.courseNotFound);
      return { success: true as const, data: await coordinatorsOf(request.params.id) };
    },
  );

  app.put(
    '/admin/courses/:id/coordinators',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: "Set a course's coordinators (active staff accounts; audited)",
        params: ZIdParams,
        body: ZCoordinatorsBody,
        response: { 200: ZCoordinatorsResponse, ...errors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const courseId = request.params.id;
      const ids = [...new Set(request.body.user_ids)];
      const now = clock.now();
      await db().transaction(async (tx) => {
        if (!(await courseExists(tx, courseId))) throw new HttpError(404, REVIEW_AIDS_MESSAGES.courseNotFound);
        if ((await countActiveStaff(tx, ids)) !== ids.length) {
          throw new HttpError(400, REVIEW_AIDS_MESSAGES.coordinatorsInvalid);
        }
        const before = (await listCoordinators(tx, courseId)).map((coordinator) => coordinator.id);
        await replaceCoordinators(tx, courseId, ids);
        await recordAudit(
          tx,
          {
            actorUserId: sessionUser(request).id,
            action: 'course.coordinators',
            entity: 'course',
            entityId: courseId,
            from: before,
            to: ids,
          },
          now,
        );
      });
      return { success: true as const, data: await coordinatorsOf(courseId) };
    },
  );

  app.get(
    '/admin/account/notifications',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Whether I am e-mailed new applications for the courses I coordinate',
        response: { 200: ZNotificationSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findNotificationSettings(db(), sessionUser(request).id),
    }),
  );

  app.put(
    '/admin/account/notifications',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Choose whether I am e-mailed new applications for the courses I coordinate',
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettingsResponse, ...errors },
      },
    },
    async (request) => {
      await saveNotificationSettings(db(), sessionUser(request).id, request.body);
      return { success: true as const, data: await findNotificationSettings(db(), sessionUser(request).id) };
    },
  );
};
