import { ZMyCourseApplicationsResponse } from '@iiidem/shared/courses/my-course-applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { requireSession, sessionUser } from '../../plugins/auth';
import { findMyCourseApplications } from './my-course-applications.repository';

/**
 * Which courses the caller has applied to, with each application's status (issue 17): the course pages and cards
 * show "applied" instead of Apply Now, and the nomination pages open no second form. Per user, so never part of
 * the public pages' server render or their cache: the browser asks after hydration (no-store, as every signed-in
 * answer).
 */
export const myCourseApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/by-course',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary: "The caller's application for each course they applied to (course id, application id, status)",
        security: [{ bearerAuth: [] }],
        querystring: z.strictObject({}),
        response: { 200: ZMyCourseApplicationsResponse, 400: ZApiErrorBody, 401: ZApiErrorBody },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { success: true as const, data: await findMyCourseApplications(app.database.db, user.id) };
    },
  );
};
