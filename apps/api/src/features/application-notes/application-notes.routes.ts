import {
  REVIEW_AIDS_MESSAGES,
  ZNoteBody,
  ZNoteCreatedResponse,
  ZNotesResponse,
} from '@iiidem/shared/admin/review-aids';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { addApplicationNote } from './add-application-note';
import { applicationExists, listNotes } from './application-notes.repository';

const errors = { 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody, 404: ZApiErrorBody };

/**
 * Back office: staff's internal notes on an application (issue 19). Only staff routes read them; the
 * applicant's routes never do (see the decision log on the personal-data download).
 */
export const applicationNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/applications/:id/notes',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'The internal notes on an application, oldest first (the applicant never sees them)',
        params: ZIdParams,
        response: { 200: ZNotesResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await applicationExists(db(), request.params.id))) {
        throw new HttpError(404, REVIEW_AIDS_MESSAGES.applicationNotFound);
      }
      return { success: true as const, data: await listNotes(db(), request.params.id) };
    },
  );

  app.post(
    '/admin/applications/:id/notes',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add an internal note to an application (audited)',
        params: ZIdParams,
        body: ZNoteBody,
        response: { 201: ZNoteCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addApplicationNote(
        db(),
        { applicationId: request.params.id, authorId: sessionUser(request).id, body: request.body.body },
        clock.now(),
      );
      return reply.code(201).send({ success: true as const, message: REVIEW_AIDS_MESSAGES.noteAdded, data: note });
    },
  );
};
