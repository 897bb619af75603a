import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import {
  type TAdminVacancy,
  VACANCY_ADMIN_MESSAGES,
  ZAdminVacancy,
  ZVacancyFields,
} from '@iiidem/shared/admin/vacancies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROUTE_BASE,
  actorId,
  auditChange,
  commitWithFiles,
  notFound,
  UPLOAD_ERROR_RESPONSES,
} from '../../lib/content/content-crud';
import {
  type ContentTable,
  itemAnswer,
  registerDeleteRoute,
  registerGetRoute,
  registerListRoute,
  registerPublishRoute,
} from '../../lib/content/content-routes';
import { HttpError } from '../../lib/http-error';
import {
  parseAdminFields,
  readAdminUpload,
  registerAdminMultipart,
  storePublicPdf,
  ZAdminIdParams,
} from '../../lib/uploads/admin-upload';
import { requireStaff } from '../../plugins/admin-guards';
import {
  deleteVacancy,
  findAdminVacancy,
  insertVacancy,
  listAdminVacancies,
  updateVacancy,
} from './vacancies.admin.repository';

const VACANCIES: ContentTable<TAdminVacancy> = {
  path: '/admin/vacancies',
  entity: 'vacancy',
  item: ZAdminVacancy,
  find: findAdminVacancy,
  messages: VACANCY_ADMIN_MESSAGES,
};
const FILE_FIELD = 'pdf';
const ZVacancyAnswer = itemAnswer(VACANCIES);
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

  registerListRoute(app, VACANCIES, {
    summary: 'Every vacancy (published or not), the newest first; search in the title; paged',
    list: listAdminVacancies,
  });

  registerGetRoute(app, VACANCIES, 'One vacancy');

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
          const entry = { actorUserId: actorId(request), entity: VACANCIES.entity, entityId: id };
          await auditChange(tx, { ...entry, verb: 'create', to: values });
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
          const entry = { actorUserId: actorId(request), entity: VACANCIES.entity, entityId: id };
          await auditChange(tx, { ...entry, verb: 'update', from: before, to: values });
          const dropped = written ? [before.pdf] : [];
          return { result: await findAdminVacancy(tx, id), dropped };
        }),
      );
      if (!vacancy) throw notFound();
      return { success: true as const, message: VACANCY_ADMIN_MESSAGES.updated, data: vacancy };
    },
  );

  registerPublishRoute(app, VACANCIES, {
    summary: 'Publishes or unpublishes a vacancy',
    setPublished: (tx, id, published) => updateVacancy(tx, id, { published }),
  });

  registerDeleteRoute(app, VACANCIES, {
    summary: 'Deletes a vacancy and its PDF',
    remove: deleteVacancy,
    files: (vacancy) => [vacancy.pdf],
  });
};
