import { ZAdminDeleted } from '@iiidem/shared/admin/gallery';
import {
  ZAdminSessionBody,
  ZAdminTrainingAnswer,
  ZAdminTrainingBody,
  ZAdminTrainingFileAnswer,
  ZAdminTrainingFileFields,
  ZAdminTrainingListAnswer,
  ZAdminTrainingSessionAnswer,
} from '@iiidem/shared/admin/trainings';
import { ZIdParams, ZRecordId } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { CONTENT_ERROR_RESPONSES, UPLOAD_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { parseAdminFields, readAdminUpload, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { createSessionFile } from './create-session-file';
import { createTraining } from './create-training';
import { createTrainingSession } from './create-training-session';
import { deleteSessionFile } from './delete-session-file';
import { deleteTraining } from './delete-training';
import { deleteTrainingSession } from './delete-training-session';
import { adminTrainingOr404 } from './training-records';
import { listAdminTrainings } from './trainings.admin.repository';
import { updateSessionFile } from './update-session-file';
import { updateTraining } from './update-training';
import { updateTrainingSession } from './update-training-session';

const ZSessionParams = z.strictObject({ id: ZRecordId, sessionId: ZRecordId });
const ZFileParams = z.strictObject({ id: ZRecordId, sessionId: ZRecordId, fileId: ZRecordId });

const FILE_FORM_DESCRIPTION =
  'multipart/form-data: file_type (PDF, IMG, VIDEO, URL), file_title_name, sort_order, and either `file` (PDF: a PDF document; IMG: a JPEG or PNG, re-encoded; at most 10 MB) or `address` (VIDEO: a YouTube address, stored as the HTML-escaped embed address; URL: an http(s) link)';

/** The session-file routes, in their own context so multipart parsing applies to them alone. */
const sessionFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);

  app.post(
    '/admin/trainings/:id/sessions/:sessionId/files',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add a file (PDF, image, video or link) to a session',
        description: FILE_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ZSessionParams,
        response: { 201: ZAdminTrainingFileAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const upload = await readAdminUpload(request, ['file']);
      const fields = parseAdminFields(ZAdminTrainingFileFields, upload.fields);
      const { id, sessionId } = request.params;
      const data = await createSessionFile(app, {
        actorUserId: sessionUser(request).id,
        trainingId: id,
        sessionId,
        fields,
        upload: upload.files.file,
      });
      return reply.code(201).send({ success: true as const, message: 'File added.', data });
    },
  );

  app.put(
    '/admin/trainings/:id/sessions/:sessionId/files/:fileId',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Edit a session file; a PDF or image keeps its stored file unless a new one is sent',
        description: FILE_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ZFileParams,
        response: { 200: ZAdminTrainingFileAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const upload = await readAdminUpload(request, ['file']);
      const fields = parseAdminFields(ZAdminTrainingFileFields, upload.fields);
      const { id: trainingId, sessionId, fileId } = request.params;
      const data = await updateSessionFile(app, {
        actorUserId: sessionUser(request).id,
        ids: { trainingId, sessionId, fileId },
        fields,
        upload: upload.files.file,
      });
      return { success: true as const, message: 'File saved.', data };
    },
  );
};

/** Back office: domestic trainings with sessions and files CRUD (issue 7). */
export const trainingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/trainings',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every domestic training, published or not, by code, with its number of sessions',
        response: { 200: ZAdminTrainingListAnswer, 401: ZApiErrorBody, 403: ZApiErrorBody },
      },
    },
    async () => ({ success: true as const, data: await listAdminTrainings(app.database.db) }),
  );

  app.post(
    '/admin/trainings',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add a domestic training (the code is unique: 409 on a clash)',
        body: ZAdminTrainingBody,
        response: { 201: ZAdminTrainingAnswer, ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody, 415: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createTraining(app, { actorUserId: sessionUser(request).id, body: request.body });
      return reply.code(201).send({ success: true as const, message: 'Training added.', data });
    },
  );

  app.get(
    '/admin/trainings/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One training with every session and file, in display order',
        params: ZIdParams,
        response: { 200: ZAdminTrainingAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({ success: true as const, data: await adminTrainingOr404(app.database.db, request.params.id) }),
  );

  app.put(
    '/admin/trainings/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Edit a training (name, code, overview, published)',
        params: ZIdParams,
        body: ZAdminTrainingBody,
        response: { 200: ZAdminTrainingAnswer, ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody, 415: ZApiErrorBody },
      },
    },
    async (request) => {
      const data = await updateTraining(app, {
        actorUserId: sessionUser(request).id,
        id: request.params.id,
        body: request.body,
      });
      return { success: true as const, message: 'Training saved.', data };
    },
  );

  app.delete(
    '/admin/trainings/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Remove a training with its sessions and files',
        params: ZIdParams,
        response: { 200: ZAdminDeleted, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteTraining(app, { actorUserId: sessionUser(request).id, id: request.params.id });
      return { success: true as const, message: 'Training removed.', data: { id: request.params.id } };
    },
  );

  app.post(
    '/admin/trainings/:id/sessions',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add a session to a training',
        params: ZIdParams,
        body: ZAdminSessionBody,
        response: { 201: ZAdminTrainingSessionAnswer, ...CONTENT_ERROR_RESPONSES, 415: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createTrainingSession(app, {
        actorUserId: sessionUser(request).id,
        trainingId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send({ success: true as const, message: 'Session added.', data });
    },
  );

  app.put(
    '/admin/trainings/:id/sessions/:sessionId',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Edit a session (name, description, order)',
        params: ZSessionParams,
        body: ZAdminSessionBody,
        response: { 200: ZAdminTrainingSessionAnswer, ...CONTENT_ERROR_RESPONSES, 415: ZApiErrorBody },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const data = await updateTrainingSession(app, {
        actorUserId: sessionUser(request).id,
        trainingId: id,
        sessionId,
        body: request.body,
      });
      return { success: true as const, message: 'Session saved.', data };
    },
  );

  app.delete(
    '/admin/trainings/:id/sessions/:sessionId',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Remove a session with its files',
        params: ZSessionParams,
        response: { 200: ZAdminDeleted, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await deleteTrainingSession(app, { actorUserId: sessionUser(request).id, trainingId: id, sessionId });
      return { success: true as const, message: 'Session removed.', data: { id: sessionId } };
    },
  );

  await app.register(sessionFileRoutes as FastifyPluginAsync);

  app.delete(
    '/admin/trainings/:id/sessions/:sessionId/files/:fileId',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Remove a session file (and its stored PDF or image)',
        params: ZFileParams,
        response: { 200: ZAdminDeleted, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id: trainingId, sessionId, fileId } = request.params;
      await deleteSessionFile(app, { actorUserId: sessionUser(request).id, ids: { trainingId, sessionId, fileId } });
      return { success: true as const, message: 'File removed.', data: { id: fileId } };
    },
  );
};
