import { ZRecordId } from '@iiidem/shared/common/list-query';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { PRIVATE_FILE_CONTENT_TYPES, parsePrivateFileKey, privateFilesOf } from '../../lib/private-files';
import { requireSession } from '../../plugins/auth';
import { findLiveSigningSession } from './applications.repository';

const ZParams = z.strictObject({
  area: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, API_ERRORS.notFound),
  owner: z.string().regex(/^u[1-9]\d{0,9}$/, API_ERRORS.notFound),
  name: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|pdf)$/, API_ERRORS.notFound),
});

const ZSignedQuery = z.strictObject({
  session: ZRecordId.optional(),
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const STAFF_ROLES = new Set(['staff', 'admin']);

/**
 * Without a signed address (`?session=`), a bearer token is required: checked in onRequest like every signed-in
 * route, so a caller without one gets 401 before the params and query are looked at.
 */
const requireSessionUnlessSigned: onRequestAsyncHookHandler = async function requireSessionUnlessSigned(
  request,
  reply,
) {
  const query = request.query as Record<string, unknown>;
  if (request.headers.authorization || query.session === undefined) await requireSession.call(this, request, reply);
};

/**
 * Private files (security guide, uploads): only their owner and staff may fetch them, with a bearer token or
 * an address signed for their session (links that open in a new tab): signed with the server's file link secret
 * (app.fileLinks), bound to the session, and dead once the session ends or the address expires. Anyone else gets
 * 404, as if the file did not exist; every answer carries nosniff and is never cached by shared caches.
 */
export const privateFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = privateFilesOf(app.files);

  app.get(
    '/private-files/:area/:owner/:name',
    {
      onRequest: requireSessionUnlessSigned,
      schema: {
        tags: ['applications'],
        summary: 'A private file (nomination photo, passport image, certificate) for its owner or staff',
        security: [{ bearerAuth: [] }],
        params: ZParams,
        querystring: ZSignedQuery,
        response: {
          200: z.any().meta({
            type: 'string',
            format: 'binary',
            description: 'The file (image/jpeg, image/png or application/pdf)',
          }),
          400: ZApiErrorBody,
          401: ZApiErrorBody,
          404: ZApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { area, owner, name } = request.params;
      const key = `${area}/${owner}/${name}`;
      const parsed = parsePrivateFileKey(key);
      if (!parsed) throw new HttpError(404, API_ERRORS.notFound);

      let viewer: { id: number; role: string };
      const { session, expires, signature } = request.query;
      if (request.headers.authorization || session === undefined) {
        await requireSession.call(app, request, reply);
        if (!request.user) throw new HttpError(401, API_ERRORS.unauthorized);
        viewer = request.user;
      } else {
        const now = clock.now();
        const signing = await findLiveSigningSession(app.database.db, session, now, app.config.auth.sessionIdleMinutes);
        const valid =
          signing &&
          expires !== undefined &&
          signature !== undefined &&
          app.fileLinks.isValid(key, { session, expires, signature }, now);
        if (!signing || !valid) throw new HttpError(401, API_ERRORS.unauthorized);
        viewer = { id: signing.user_id, role: signing.role };
      }

      if (viewer.id !== parsed.ownerId && !STAFF_ROLES.has(viewer.role)) throw new HttpError(404, API_ERRORS.notFound);
      const data = await files.read(key);
      if (!data) throw new HttpError(404, API_ERRORS.notFound);
      return reply
        .header('content-type', PRIVATE_FILE_CONTENT_TYPES[parsed.extension])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(data);
    },
  );
};
