import {
  ATTENDANCE_MESSAGES,
  completionDoneMessage,
  ZAttendanceSaveBody,
  ZAttendanceSheetResponse,
  ZCompletionBody,
  ZCompletionPlanResponse,
  ZCompletionPreviewBody,
} from '@iiidem/shared/admin/attendance';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { privateFilesOf } from '../../lib/private-files';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { type CompletionOperations, completeAttended, planCompletion } from './complete-attended';
import { readAttendanceSheet } from './read-attendance-sheet';
import { saveAttendance } from './save-attendance';

const errors = {
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  403: ZApiErrorBody,
  404: ZApiErrorBody,
  409: ZApiErrorBody,
};

/**
 * Back office (issue 19): a course's attendance sheet (one session per held day, its approved participants),
 * saving marks, and "Complete all who attended": a preview, then completion and certificates in one action.
 * The completion and certificate operations come from the certificates feature through app.ts.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ operations: CompletionOperations }> = async (app, options) => {
  const files = privateFilesOf(app.files);

  app.get(
    '/admin/courses/:id/attendance',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: "A course's attendance: its held days, its approved participants and the days each was present",
        params: ZIdParams,
        response: { 200: ZAttendanceSheetResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readAttendanceSheet(app.database.db, request.params.id, clock.now()),
    }),
  );

  app.put(
    '/admin/courses/:id/attendance',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Save attendance marks (present or not, per approved participant and held day; all or nothing, audited)',
        params: ZIdParams,
        body: ZAttendanceSaveBody,
        response: { 200: ZAttendanceSheetResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock.now();
      await saveAttendance(
        app.database.db,
        { courseId: request.params.id, actorUserId: sessionUser(request).id, marks: request.body.marks },
        now,
      );
      return {
        success: true as const,
        message: ATTENDANCE_MESSAGES.saved,
        data: await readAttendanceSheet(app.database.db, request.params.id, now),
      };
    },
  );

  app.post(
    '/admin/courses/:id/attendance/completion-preview',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Preview "Complete all who attended": who will be completed and certified under the rule, who not and why',
        params: ZIdParams,
        body: ZCompletionPreviewBody,
        response: { 200: ZCompletionPlanResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await planCompletion(app.database.db, request.params.id, request.body.min_days, clock.now()),
    }),
  );

  app.post(
    '/admin/courses/:id/attendance/completion',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Complete all who attended (at least min_days days, all days by default) and issue their certificates; before the course is held only with a reason',
        params: ZIdParams,
        body: ZCompletionBody,
        response: { 200: ZCompletionPlanResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await completeAttended(
        { db: app.database.db, files, publicUrl: app.config.publicUrl, operations: options.operations },
        {
          courseId: request.params.id,
          actorUserId: sessionUser(request).id,
          minDays: request.body.min_days,
          reason: request.body.reason,
        },
        clock.now(),
      );
      return {
        success: true as const,
        message: completionDoneMessage(outcome.completed, outcome.certified),
        data: outcome.plan,
      };
    },
  );
};
