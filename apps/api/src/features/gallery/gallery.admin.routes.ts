import {
  ADMIN_GALLERY_MESSAGES,
  ZAdminDeleted,
  ZAdminPhotoAnswer,
  ZAdminPhotoFields,
  ZAdminPhotoListAnswer,
  ZAdminPhotoQuery,
  ZAdminVideoAnswer,
  ZAdminVideoBody,
  ZAdminVideoListAnswer,
  ZAdminVideoQuery,
} from '@iiidem/shared/admin/gallery';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { CONTENT_ERROR_RESPONSES, UPLOAD_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { parseAdminFields, readAdminUpload, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { createPhoto } from './create-photo';
import { createVideo } from './create-video';
import { deletePhoto } from './delete-photo';
import { deleteVideo } from './delete-video';
import { listAdminPhotos, listAdminVideos } from './gallery.admin.repository';
import { videoCategoryExists } from './gallery.repository';
import { updatePhoto } from './update-photo';
import { updateVideo } from './update-video';

const errors = { 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody };

const PHOTO_FORM_DESCRIPTION =
  'multipart/form-data: title, category_id (1 banner, 2 gallery), sort_order, published (true/false) and `photo` (JPEG or PNG, at most 10 MB and 6000 px a side; re-encoded as JPEG without metadata, stored with its responsive sizes)';

/** The photo upload routes, in their own context so multipart parsing applies to them alone. */
const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);

  app.post(
    '/admin/photos',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Upload a banner or gallery photo',
        description: PHOTO_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ZAdminPhotoAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const upload = await readAdminUpload(request, ['photo']);
      const fields = parseAdminFields(ZAdminPhotoFields, upload.fields);
      const photo = upload.files.photo;
      if (!photo) {
        throw new HttpError(400, API_ERRORS.validation, [{ path: 'photo', msg: ADMIN_GALLERY_MESSAGES.photoRequired }]);
      }
      const data = await createPhoto(app, { actorUserId: sessionUser(request).id, fields, upload: photo });
      return reply.code(201).send({ success: true as const, message: 'Photo added.', data });
    },
  );

  app.put(
    '/admin/photos/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Edit a photo (title, category, order, published) and optionally replace its image',
        description: `${PHOTO_FORM_DESCRIPTION}; leave \`photo\` out to keep the image. A new category regenerates the sizes for its slot.`,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZAdminPhotoAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const upload = await readAdminUpload(request, ['photo']);
      const fields = parseAdminFields(ZAdminPhotoFields, upload.fields);
      const data = await updatePhoto(app, {
        actorUserId: sessionUser(request).id,
        id: request.params.id,
        fields,
        upload: upload.files.photo,
      });
      return { success: true as const, message: 'Photo saved.', data };
    },
  );
};

/** Back office: banner and gallery photos, videos CRUD (issue 7). */
export const galleryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/photos',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every photo of a category (1 banner, 2 gallery), published or not, in display order',
        querystring: ZAdminPhotoQuery,
        response: { 200: ZAdminPhotoListAnswer, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAdminPhotos(app.database.db, request.query.category_id),
    }),
  );

  await app.register(photoUploadRoutes as FastifyPluginAsync);

  app.delete(
    '/admin/photos/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Remove a photo and its files',
        params: ZIdParams,
        response: { 200: ZAdminDeleted, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deletePhoto(app, { actorUserId: sessionUser(request).id, id: request.params.id });
      return { success: true as const, message: 'Photo removed.', data: { id: request.params.id } };
    },
  );

  app.get(
    '/admin/videos',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every video of a category (1 gallery), published or not, in display order',
        querystring: ZAdminVideoQuery,
        response: { 200: ZAdminVideoListAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const categoryId = request.query.category_id;
      if (!(await videoCategoryExists(app.database.db, categoryId))) throw new HttpError(404, API_ERRORS.notFound);
      return { success: true as const, data: await listAdminVideos(app.database.db, categoryId) };
    },
  );

  app.post(
    '/admin/videos',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add a gallery video',
        description:
          'youtube_url may be a YouTube watch, share (youtu.be), shorts or embed address; it is stored as the privacy-enhanced embed address, HTML-escaped.',
        body: ZAdminVideoBody,
        response: { 201: ZAdminVideoAnswer, ...errors, 415: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createVideo(app.database.db, { actorUserId: sessionUser(request).id, body: request.body });
      return reply.code(201).send({ success: true as const, message: 'Video added.', data });
    },
  );

  app.put(
    '/admin/videos/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Edit a gallery video',
        params: ZIdParams,
        body: ZAdminVideoBody,
        response: { 200: ZAdminVideoAnswer, ...CONTENT_ERROR_RESPONSES, 415: ZApiErrorBody },
      },
    },
    async (request) => {
      const data = await updateVideo(app.database.db, {
        actorUserId: sessionUser(request).id,
        id: request.params.id,
        body: request.body,
      });
      return { success: true as const, message: 'Video saved.', data };
    },
  );

  app.delete(
    '/admin/videos/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Remove a gallery video',
        params: ZIdParams,
        response: { 200: ZAdminDeleted, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteVideo(app.database.db, { actorUserId: sessionUser(request).id, id: request.params.id });
      return { success: true as const, message: 'Video removed.', data: { id: request.params.id } };
    },
  );
};
