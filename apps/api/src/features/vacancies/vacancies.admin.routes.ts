import {
  CONTENT_MESSAGES,
  ZAdminDeletedAnswer,
  ZAdminListQuery,
  ZPublishBody,
  zAdminItemAnswer,
  zAdminListAnswer,
} from '@iiidem/shared/admin/content-crud';
import { VACANCY_ADMIN_MESSAGES, ZAdminVacancy, ZVacancyFields } from '@iiidem/shared/admin/vacancies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import {
  parseAdminFields,
  readAdminUpload,
  registerAdminMultipart,
  removePublicFiles,
  storePublicPdf,
  ZAdminIdParams,
} from '../admin/admin-upload';
import { recordAudit } from '../admin/audit-log';
import {
  ADMIN_ROUTE_BASE,
  actorId,
  CONTENT_ERROR_RESPONSES,
  commitWithFiles,
  containsPattern,
  notFound,
  pageOf,
  UPLOAD_ERROR_RESPONSES,
} from '../admin/content-crud';
import { requireStaff } from '../admin/guards';
import {
  deleteVacancy,
  findAdminVacancy,
  insertVacancy,
  listAdminVacancies,
  updateVacancy,
} from './vacancies.admin.repository';

const ENTITY = 'vacancy';
const FILE_FIELD = 'pdf';
const ZVacancyAnswer = zAdminItemAnswer(ZAdminVacancy);
const MULTIPART_DESCRIPTION =
  'multipart/form-data: title, upload_date and last_date (YYYY-MM-DD; last on or after upload), advertisement_no, ' +
  'published (true/false) and pdf (the advertisement, a PDF up to 10 MB; required on create, kept when left out on update).';

/** Reads and checks the form; stores its PDF (if any, or required when `pdfRequired`) and answers its public path. */
async function readVacancyForm(app: FastifyInstance, request: FastifyRequest, pdfRequired: boolean) {
  const upload = await readAdminUpload(request, [FILE_FIELD]);
  const fields = parseAdminFields(ZVacancyFields, upload.fields);
  const file = upload.files[FILE_FIELD];
  if (!file && pdfRequired) {
    throw new HttpError(400, CONTENT_MESSAGES.pdfRequired, [{ path: FILE_FIELD, msg: CONTENT_MESSAGES.pdfRequired }]);
  }
  const written = file ? await storePublicPdf(app, 'vacancies', file, FILE_FIELD) : null;
  return { fields, written };
}

/** Back office: vacancies (title, dates, advertisement number, PDF), staff only. */
export const vacanciesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);
  const db = () => app.database.db;

  app.get(
    '/admin/vacancies',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every vacancy (published or not), the newest first; search in the title; paged',
        querystring: ZAdminListQuery,
        response: { 200: zAdminListAnswer(ZAdminVacancy), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageOf(request.query);
      const search = request.query.q ? containsPattern(request.query.q) : undefined;
      const { items, totalData } = await listAdminVacancies(db(), { search, limit, offset });
      return { success: true as const, data: { items, pages: { page, limit, totalData } } };
    },
  );

  app.get(
    '/admin/vacancies/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One vacancy',
        params: ZAdminIdParams,
        response: { 200: ZVacancyAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const vacancy = await findAdminVacancy(db(), request.params.id);
      if (!vacancy) throw notFound();
      return { success: true as const, data: vacancy };
    },
  );

  app.post(
    '/admin/vacancies',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Creates a vacancy with its advertisement PDF',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ZVacancyAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { fields, written } = await readVacancyForm(app, request, true);
      const vacancy = await commitWithFiles(app, [written], () =>
        db().transaction(async (tx) => {
          const values = { ...fields, pdf: written };
          const id = await insertVacancy(tx, values);
          const entry = { actorUserId: actorId(request), action: 'vacancy.create', entity: ENTITY, entityId: id };
          await recordAudit(tx, { ...entry, to: values }, clock.now());
          return { result: await findAdminVacancy(tx, id) };
        }),
      );
      if (!vacancy) throw notFound();
      return reply.code(201).send({ success: true as const, message: VACANCY_ADMIN_MESSAGES.created, data: vacancy });
    },
  );

  app.put(
    '/admin/vacancies/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Saves a vacancy; a new PDF replaces the old one (removed after saving)',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ZAdminIdParams,
        response: { 200: ZVacancyAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, written } = await readVacancyForm(app, request, false);
      const vacancy = await commitWithFiles(app, [written], () =>
        db().transaction(async (tx) => {
          const before = await findAdminVacancy(tx, id, true);
          if (!before) throw notFound();
          const values = { ...fields, pdf: written ?? before.pdf };
          await updateVacancy(tx, id, values);
          const entry = { actorUserId: actorId(request), action: 'vacancy.update', entity: ENTITY, entityId: id };
          await recordAudit(tx, { ...entry, from: before, to: values }, clock.now());
          const dropped = written ? [before.pdf] : [];
          return { result: await findAdminVacancy(tx, id), dropped };
        }),
      );
      if (!vacancy) throw notFound();
      return { success: true as const, message: VACANCY_ADMIN_MESSAGES.updated, data: vacancy };
    },
  );

  app.patch(
    '/admin/vacancies/:id/published',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Publishes or unpublishes a vacancy',
        params: ZAdminIdParams,
        body: ZPublishBody,
        response: { 200: ZVacancyAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const vacancy = await db().transaction(async (tx) => {
        const before = await findAdminVacancy(tx, id, true);
        if (!before) throw notFound();
        await updateVacancy(tx, id, { published });
        const action = published ? 'vacancy.publish' : 'vacancy.unpublish';
        const entry = { actorUserId: actorId(request), action, entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: { published: before.published }, to: { published } }, clock.now());
        return findAdminVacancy(tx, id);
      });
      if (!vacancy) throw notFound();
      const message = published ? VACANCY_ADMIN_MESSAGES.published : VACANCY_ADMIN_MESSAGES.unpublished;
      return { success: true as const, message, data: vacancy };
    },
  );

  app.delete(
    '/admin/vacancies/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Deletes a vacancy and its PDF',
        params: ZAdminIdParams,
        response: { 200: ZAdminDeletedAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await db().transaction(async (tx) => {
        const found = await findAdminVacancy(tx, id, true);
        if (!found) throw notFound();
        await deleteVacancy(tx, id);
        const entry = { actorUserId: actorId(request), action: 'vacancy.delete', entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: found }, clock.now());
        return found;
      });
      await removePublicFiles(app, [before.pdf]);
      return { success: true as const, message: VACANCY_ADMIN_MESSAGES.deleted, data: { id } };
    },
  );
};
