import {
  PARTICIPANT_LIST_MAX,
  PARTICIPANT_MESSAGE_MAX_RECIPIENTS,
  PARTICIPANT_MESSAGES,
  PARTICIPANT_MESSAGES_PER_TEN_MINUTES,
  participantsFileName,
  ZParticipantListResponse,
  ZParticipantMessageBody,
  ZParticipantMessagePreviewResponse,
  ZParticipantMessageSentResponse,
} from '@iiidem/shared/admin/participants';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { countParticipants, findParticipantCourse, findParticipants } from './participants.repository';
import { participantsCsv, participantsXlsx } from './participants-export';
import { previewParticipantMessage, sendParticipantMessage } from './send-participant-message';

const errors = { 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody, 404: ZApiErrorBody };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Back office: a course's participants (issue 19). The list for the printable page, its CSV and XLSX export
 * named after the course, and messages to the batch from a template, queued in the outbox and audited.
 */
export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  async function load(courseId: number) {
    const course = await findParticipantCourse(db(), courseId);
    if (!course) throw new HttpError(404, PARTICIPANT_MESSAGES.courseNotFound);
    const participants = await findParticipants(db(), courseId);
    return { course, participants };
  }

  app.get(
    '/admin/courses/:id/participants',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: `A course's nominations with every field a coordinator needs (at most ${PARTICIPANT_LIST_MAX}), approved first`,
        params: ZIdParams,
        response: { 200: ZParticipantListResponse, ...errors },
      },
    },
    async (request) => {
      const { course, participants } = await load(request.params.id);
      const truncated =
        participants.length === PARTICIPANT_LIST_MAX &&
        (await countParticipants(db(), course.id)) > PARTICIPANT_LIST_MAX;
      const { course_name_hi: _nameHi, location_hi: _locationHi, ...courseOut } = course;
      return { success: true as const, data: { course: courseOut, participants, truncated } };
    },
  );

  const fileResponse = (type: string) => ({
    200: z.any().meta({ type: 'string', format: 'binary', description: type }),
    ...errors,
  });

  app.get(
    '/admin/courses/:id/participants/export.csv',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'The participant list as CSV, named after the course (formula cells escaped)',
        params: ZIdParams,
        produces: ['text/csv'],
        response: fileResponse('text/csv; charset=utf-8'),
      },
    },
    async (request, reply) => {
      const { course, participants } = await load(request.params.id);
      const name = participantsFileName(course.course_name, course.held_from ?? course.start_from, 'csv');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(participantsCsv(participants));
    },
  );

  app.get(
    '/admin/courses/:id/participants/export.xlsx',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'The participant list as an Excel workbook (XLSX), named after the course',
        params: ZIdParams,
        produces: [XLSX_TYPE],
        response: fileResponse(XLSX_TYPE),
      },
    },
    async (request, reply) => {
      const { course, participants } = await load(request.params.id);
      const name = participantsFileName(course.course_name, course.held_from ?? course.start_from, 'xlsx');
      const file = await participantsXlsx(course, participants, clock.now());
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );

  app.post(
    '/admin/courses/:id/participants/messages/preview',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          "A message to the course's participants as the first recipient would read it, in English and Hindi (nothing is sent)",
        params: ZIdParams,
        body: ZParticipantMessageBody,
        response: { 200: ZParticipantMessagePreviewResponse, ...errors, 409: ZApiErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewParticipantMessage(db(), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/courses/:id/participants/messages',
    {
      onRequest: requireStaff,
      config: { rateLimit: { max: PARTICIPANT_MESSAGES_PER_TEN_MINUTES, timeWindow: '10 minutes' } },
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: `E-mail the course's participants (all, approved or waitlisted; at most ${PARTICIPANT_MESSAGE_MAX_RECIPIENTS}) from a template, each in their language, through the outbox`,
        params: ZIdParams,
        body: ZParticipantMessageBody,
        response: { 200: ZParticipantMessageSentResponse, ...errors, 409: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      const counts = await sendParticipantMessage(
        db(),
        request.params.id,
        request.body,
        sessionUser(request).id,
        clock.now(),
      );
      return { success: true as const, message: PARTICIPANT_MESSAGES.sent(counts.recipients), data: counts };
    },
  );
};
