import { Readable } from 'node:stream';
import {
  APPLICATION_COUNT_CAP,
  APPLICATION_COURSE_OPTIONS_MAX,
  APPLICATION_EXPORT_MAX_ROWS,
  APPLICATION_MESSAGES,
  applicationStatusLabel,
  ZAdminApplicationDetailResponse,
  ZAdminApplicationListResponse,
  ZApplicationCourseOptionsQuery,
  ZApplicationCourseOptionsResponse,
  ZApplicationExportQuery,
  ZApplicationListQuery,
  ZBulkPreviewResponse,
  ZBulkResultResponse,
  ZBulkStatusBody,
  ZCourseSeatsResponse,
  ZPromoteBody,
  ZPromoteResponse,
  ZStatusChangeBody,
  ZStatusChangeResponse,
} from '@iiidem/shared/admin/applications';
import { ADMIN_PAGE_SIZE } from '@iiidem/shared/admin/limits';
import { ZDuplicatesResponse } from '@iiidem/shared/admin/review-aids';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import {
  applicationBatches,
  findApplicationIdsForExport,
  findApplicationsPage,
  findCourseOptions,
} from './admin-applications.repository';
import { findApplicationDetail } from './application-detail.repository';
import { applicationsCsvChunks, applicationsCsvFileName } from './applications-csv';
import { applyBulkStatus } from './apply-bulk-status';
import { changeApplicationStatus } from './change-application-status';
import { findDuplicates, findIdsWithDuplicates } from './find-duplicates';
import { previewBulkStatus } from './preview-bulk-status';
import { resolveRejectionReason } from './rejection-reason-for-change';
import { promoteFirstWaitlisted, readCourseSeats } from './seat-capacity';

const roleErrors = { 401: ZApiErrorBody, 403: ZApiErrorBody };

/**
 * Back office: the applications review (issue 7). Staff and admins list, filter, search and export the
 * applications, read a nomination in full with its timeline, and change statuses one by one or in bulk;
 * every change writes an audit entry and queues a mail to the applicant in the same transaction.
 */
export const adminApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/applications',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: `Applications, filtered, searched, sorted and paged (counted and paged up to ${APPLICATION_COUNT_CAP} rows)`,
        querystring: ZApplicationListQuery,
        response: { 200: ZAdminApplicationListResponse, 400: ZApiErrorBody, ...roleErrors },
      },
    },
    async (request) => {
      const {
        page = 1,
        page_size: pageSize = ADMIN_PAGE_SIZE,
        sort = 'created_at',
        order = 'desc',
        ...filters
      } = request.query;
      const { rows, total, capped } = await findApplicationsPage(db(), { filters, sort, order, page, pageSize });
      const withDuplicates = await findIdsWithDuplicates(
        db(),
        rows.map((row) => row.id),
      );
      return {
        success: true as const,
        data: {
          applications: rows.map((row) => ({ ...row, possible_duplicate: withDuplicates.has(row.id) })),
          pager: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize), total_capped: capped },
        },
      };
    },
  );

  app.get(
    '/admin/applications/export.csv',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: `The filtered applications as CSV (at most ${APPLICATION_EXPORT_MAX_ROWS} rows; formula cells escaped)`,
        querystring: ZApplicationExportQuery,
        produces: ['text/csv'],
        response: {
          200: z.any().meta({ type: 'string', description: 'text/csv; charset=utf-8' }),
          400: ZApiErrorBody,
          ...roleErrors,
        },
      },
    },
    async (request, reply) => {
      const { sort, order, ...filters } = request.query;
      const ids = await findApplicationIdsForExport(db(), filters, sort, order);
      if (!ids) throw new HttpError(400, APPLICATION_MESSAGES.tooManyRows);
      // Streamed: written batch by batch as the rows are read (a failure midway cuts the download short).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${applicationsCsvFileName(clock.now())}"`)
        .send(Readable.from(applicationsCsvChunks(applicationBatches(db(), ids))));
    },
  );

  app.get(
    '/admin/applications/courses',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: `Options of the course filter: up to ${APPLICATION_COURSE_OPTIONS_MAX} courses that have applications, newest start first, whose name has q; course_id always included`,
        querystring: ZApplicationCourseOptionsQuery,
        response: { 200: ZApplicationCourseOptionsResponse, 400: ZApiErrorBody, ...roleErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findCourseOptions(db(), { q: request.query.q, courseId: request.query.course_id }),
    }),
  );

  app.get(
    '/admin/applications/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One application: applicant, course, every nomination field, file addresses, timeline',
        params: ZIdParams,
        response: { 200: ZAdminApplicationDetailResponse, 400: ZApiErrorBody, ...roleErrors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const detail = await findApplicationDetail(db(), request.params.id);
      if (!detail) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
      return { success: true as const, data: detail };
    },
  );

  app.get(
    '/admin/applications/:id/duplicates',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Applications of other accounts that look like the same person: same name and date of birth, or same mobile, e-mail or passport number (case and spaces aside)',
        params: ZIdParams,
        response: { 200: ZDuplicatesResponse, 400: ZApiErrorBody, ...roleErrors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const duplicates = await findDuplicates(db(), request.params.id);
      if (duplicates.length === 0 && !(await findApplicationDetail(db(), request.params.id))) {
        throw new HttpError(404, APPLICATION_MESSAGES.notFound);
      }
      return { success: true as const, data: duplicates };
    },
  );

  app.post(
    '/admin/applications/:id/status',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Change the status (1 Received, 2 Approved, 3 Rejected, 4 Waitlisted) with an optional note',
        params: ZIdParams,
        body: ZStatusChangeBody,
        response: {
          200: ZStatusChangeResponse,
          400: ZApiErrorBody,
          ...roleErrors,
          404: ZApiErrorBody,
          409: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const { status, note, expected_status: expectedStatus, rejection_reason_id: reasonId } = request.body;
      const rejectionReason = await resolveRejectionReason(db(), reasonId, status);
      const result = await changeApplicationStatus(
        db(),
        request.params.id,
        {
          status,
          note,
          expectedStatus,
          rejectionReason,
          actorUserId: sessionUser(request).id,
          publicUrl: app.config.publicUrl,
        },
        clock.now(),
      );
      return {
        success: true as const,
        message: APPLICATION_MESSAGES.statusChanged(applicationStatusLabel(status)),
        data: result,
      };
    },
  );

  app.post(
    '/admin/applications/bulk-status/preview',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'What a bulk status change would do to each application, and the listed rejection reason it would tell (nothing is written)',
        body: ZBulkStatusBody,
        response: { 200: ZBulkPreviewResponse, 400: ZApiErrorBody, ...roleErrors },
      },
    },
    async (request) => {
      const { ids, status, rejection_reason_id: reasonId } = request.body;
      const rejectionReason = await resolveRejectionReason(db(), reasonId, status);
      return { success: true as const, data: await previewBulkStatus(db(), ids, status, rejectionReason) };
    },
  );

  app.post(
    '/admin/applications/bulk-status',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Change the status of several applications at once, with an optional note and (for Rejected) a listed reason; unknown or unchanged ones are skipped',
        body: ZBulkStatusBody,
        response: { 200: ZBulkResultResponse, 400: ZApiErrorBody, ...roleErrors },
      },
    },
    async (request) => {
      const { ids, status, note, rejection_reason_id: reasonId } = request.body;
      const rejectionReason = await resolveRejectionReason(db(), reasonId, status);
      const change = {
        status,
        note,
        rejectionReason,
        actorUserId: sessionUser(request).id,
        publicUrl: app.config.publicUrl,
      };
      const result = await applyBulkStatus(db(), ids, change, clock.now());
      const waitlisted = result.waitlisted_ids.length;
      const changed = waitlisted
        ? `${result.changed - waitlisted} changed to ${applicationStatusLabel(status)}, ${waitlisted} waitlisted (no seat left)`
        : `${result.changed} changed to ${applicationStatusLabel(status)}`;
      return { success: true as const, message: `${changed}, ${result.skipped} skipped.`, data: result };
    },
  );

  app.get(
    '/admin/applications/courses/:id/seats',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: "A course's seats (issue 19): capacity, approved, seats left, waitlisted, and who is promoted next",
        params: ZIdParams,
        response: { 200: ZCourseSeatsResponse, 400: ZApiErrorBody, ...roleErrors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const seats = await readCourseSeats(db(), request.params.id);
      if (!seats) throw new HttpError(404, APPLICATION_MESSAGES.courseNotFound);
      return { success: true as const, data: seats };
    },
  );

  app.post(
    '/admin/applications/courses/:id/promote',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Promote the first waitlisted application of a course to Approved when a seat is free (the applicant is e-mailed)',
        params: ZIdParams,
        body: ZPromoteBody,
        response: {
          200: ZPromoteResponse,
          400: ZApiErrorBody,
          ...roleErrors,
          404: ZApiErrorBody,
          409: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const courseId = request.params.id;
      const promoted = await promoteFirstWaitlisted(
        db(),
        courseId,
        request.body.application_id,
        { actorUserId: sessionUser(request).id, publicUrl: app.config.publicUrl },
        clock.now(),
      );
      const seats = await readCourseSeats(db(), courseId);
      if (!seats) throw new HttpError(404, APPLICATION_MESSAGES.courseNotFound);
      return {
        success: true as const,
        message: APPLICATION_MESSAGES.promoted(promoted.name),
        data: { id: promoted.id, seats },
      };
    },
  );
};
