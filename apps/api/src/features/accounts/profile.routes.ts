import multipart, { type MultipartFile } from '@fastify/multipart';
import { ZProfileFields } from '@iiidem/shared/accounts/profile';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import { MAX_UPLOAD_BYTES } from '@iiidem/shared/limits';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { HttpError } from '../../lib/http-error';
import { privateFilesOf } from '../../lib/private-files';
import { findUserById } from '../../lib/users.repository';
import { requireSession, sessionUser } from '../../plugins/auth';
import { ZProfileSaved, ZUserDetailsAnswer } from './route-schemas';
import { updateProfile } from './update-profile';
import { getUserDetails } from './user-details';

const PHOTO_FIELD = 'photo';

/** The multipart body of a profile update: the text fields, and the photo as bytes when one was chosen. */
const ZProfileUpdateBody = ZProfileFields.extend({
  photo: z
    .any()
    .refine((value) => Buffer.isBuffer(value), MESSAGES.onlyJpgPng)
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'JPEG or PNG, at most 2 MB (2,097,152 bytes)' }),
});

/**
 * Reads the one allowed file into memory while streaming, stopping at 2 MB: a bigger upload ends with 413
 * before anything is stored.
 */
async function readUploadedPhoto(part: MultipartFile) {
  if (part.fieldname !== PHOTO_FIELD) {
    part.file.resume();
    throw new HttpError(400, API_ERRORS.validation, [
      { path: part.fieldname, msg: `Unrecognized key: "${part.fieldname}"` },
    ]);
  }
  try {
    (part as unknown as { value: Buffer }).value = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, MESSAGES.fileSize2mbOrLess, [{ path: PHOTO_FIELD, msg: MESSAGES.fileSize2mbOrLess }]);
    }
    throw error;
  }
}

/** The profile update route, in its own context so multipart parsing applies to it alone. */
const profileUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  // The profile travels as multipart only (spec 1 §7); JSON here is 415 like any other wrong content type.
  app.removeContentTypeParser('application/json');
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readUploadedPhoto,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  });

  app.post(
    '/user-details',
    {
      // Before the body is read: nobody uploads anything without a session.
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary:
          'Update My Profile (bearer token; multipart): title, names, mobile, gender, and photo when a new one was chosen',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: ZProfileUpdateBody,
        response: {
          200: ZProfileSaved,
          400: ZApiErrorBody,
          401: ZApiErrorBody,
          413: ZApiErrorBody,
          415: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { photo, ...fields } = request.body;
      const details = await updateProfile(app, user.id, fields, photo as Buffer | undefined, request.log);
      return { success: true as const, message: MESSAGES.profileUpdated, data: details };
    },
  );
};

/** The signed-in user's details and profile (spec 1 §3, §7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = privateFilesOf(app.files);

  app.get(
    '/user-details',
    {
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's details (bearer token)",
        security: [{ bearerAuth: [] }],
        response: { 200: ZUserDetailsAnswer, 401: ZApiErrorBody },
      },
    },
    async (request) => ({ success: true as const, data: await getUserDetails(app, sessionUser(request).id) }),
  );

  await app.register(profileUpdateRoute as FastifyPluginAsync);

  app.get(
    '/users/:id/photo',
    {
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary:
          "A user's profile photo (image/jpeg, bearer token): for its owner and staff only; anyone else gets 404",
        security: [{ bearerAuth: [] }],
        params: ZIdParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The photo (image/jpeg)' }),
          400: ZApiErrorBody,
          401: ZApiErrorBody,
          404: ZApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = sessionUser(request);
      const mayView = viewer.id === request.params.id || viewer.role === 'staff' || viewer.role === 'admin';
      const owner = mayView ? await findUserById(app.database.db, request.params.id) : undefined;
      const photo = owner?.photo ? await files.read(owner.photo) : undefined;
      if (!photo) throw new HttpError(404, API_ERRORS.notFound);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo);
    },
  );
};
