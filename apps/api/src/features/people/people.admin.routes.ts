import {
  PEOPLE_MESSAGES,
  ZAdminPeopleAnswer,
  ZMoveBody,
  ZPeopleListQuery,
  ZPersonBody,
} from '@iiidem/shared/admin/people';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorId, CONTENT_ERROR_RESPONSES, UPLOAD_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { itemAnswer, registerContentRoutes } from '../../lib/content/content-routes';
import { HttpError } from '../../lib/http-error';
import { readAdminUpload, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { createPerson } from './create-person';
import { movePerson } from './move-person';
import { deletePersonRow, listPeopleRows, setPersonPublished } from './people.repository';
import { PEOPLE } from './people-table';
import { adminPerson } from './people-views';
import { savePersonPhoto } from './person-photo';
import { updatePerson } from './update-person';

const PHOTO_FORM_DESCRIPTION =
  'multipart/form-data: `photo` (JPEG or PNG, at most 10 MB and 6000 px a side; re-encoded as a JPEG of at most 800 px a side without metadata). It replaces the entry’s photo or logo.';

/** The photo upload, in its own context so multipart parsing applies to it alone. */
const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);
  app.put(
    '/admin/people/:id/photo',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Uploads the photo or logo of an entry of a list of people or partners',
        description: PHOTO_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: itemAnswer(PEOPLE), ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const upload = await readAdminUpload(request, ['photo']);
      const photo = upload.files.photo;
      if (!photo) {
        throw new HttpError(400, API_ERRORS.validation, [{ path: 'photo', msg: PEOPLE_MESSAGES.photoRequired }]);
      }
      const data = await savePersonPhoto(app, { actorUserId: actorId(request), id: request.params.id, upload: photo });
      return { success: true as const, message: PEOPLE_MESSAGES.photoSaved, data };
    },
  );
};

/** Back office: the lists of people and partners (issue 15), staff only, every change audited as 'person.<verb>'. */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/people',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every entry of a list of people or partners (published or not), in their order',
        querystring: ZPeopleListQuery,
        response: { 200: ZAdminPeopleAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await listPeopleRows(app.database.db, request.query.list)).map(adminPerson),
    }),
  );

  registerContentRoutes(app, PEOPLE, {
    get: 'One entry of a list of people or partners',
    create: {
      summary: 'Adds an entry at the end of a list of people or partners (its photo is uploaded apart)',
      body: ZPersonBody,
      create: (request, values) => createPerson(app, { actorUserId: actorId(request), values }),
    },
    update: {
      summary: 'Saves an entry of a list of people or partners; moved to another list, it goes to its end',
      body: ZPersonBody,
      update: (request, id, values) => updatePerson(app, { actorUserId: actorId(request), id, values }),
    },
    publish: {
      summary: 'Publishes or unpublishes an entry of a list of people or partners',
      setPublished: setPersonPublished,
    },
    remove: {
      summary: 'Deletes an entry of a list of people or partners and its photo',
      remove: deletePersonRow,
      files: (item) => [item.photo?.src],
    },
  });

  await app.register(photoUploadRoutes as FastifyPluginAsync);

  app.delete(
    '/admin/people/:id/photo',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Removes the photo or logo of an entry (the page then shows a neutral picture or the name)',
        params: ZIdParams,
        response: { 200: itemAnswer(PEOPLE), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await savePersonPhoto(app, { actorUserId: actorId(request), id: request.params.id, upload: null });
      return { success: true as const, message: PEOPLE_MESSAGES.photoRemoved, data };
    },
  );

  app.patch(
    '/admin/people/:id/position',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Moves an entry one place up or down in its list',
        params: ZIdParams,
        body: ZMoveBody,
        response: { 200: itemAnswer(PEOPLE), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await movePerson(app, {
        actorUserId: actorId(request),
        id: request.params.id,
        direction: request.body.direction,
      });
      return { success: true as const, message: PEOPLE_MESSAGES.moved, data };
    },
  );
};
