import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import { ZVacancyFields } from '@iiidem/shared/admin/vacancies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorId } from '../../lib/content/content-crud';
import { registerContentRoutes } from '../../lib/content/content-routes';
import { HttpError } from '../../lib/http-error';
import { readPdfForm, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { createVacancy } from './create-vacancy';
import { updateVacancy } from './update-vacancy';
import { deleteVacancyRow, listAdminVacancies, updateVacancyRow } from './vacancies.admin.repository';
import { VACANCIES } from './vacancies-table';

const FILE_FIELD = 'pdf';
const MULTIPART_DESCRIPTION =
  'multipart/form-data: title, upload_date and last_date (YYYY-MM-DD; last on or after upload), advertisement_no, ' +
  'published (true/false) and pdf (the advertisement, a PDF up to 10 MB; required on create, kept when left out on update).';

/** Reads and checks the form; stores its PDF (if any, or required when `pdfRequired`) and answers its public path. */
function readVacancyForm(app: FastifyInstance, request: FastifyRequest, pdfRequired: boolean) {
  return readPdfForm(app, request, {
    schema: ZVacancyFields,
    file: FILE_FIELD,
    area: 'vacancies',
    check: (_fields, hasFile) => {
      if (!hasFile && pdfRequired) {
        throw new HttpError(400, CONTENT_MESSAGES.pdfRequired, [
          { path: FILE_FIELD, msg: CONTENT_MESSAGES.pdfRequired },
        ]);
      }
    },
  });
}

/** Back office: vacancies (title, dates, advertisement number, PDF), staff only. */
export const vacanciesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);

  registerContentRoutes(app, VACANCIES, {
    list: {
      summary: 'Every vacancy (published or not), the newest first; search in the title; paged',
      list: listAdminVacancies,
    },
    get: 'One vacancy',
    create: {
      summary: 'Creates a vacancy with its advertisement PDF',
      description: MULTIPART_DESCRIPTION,
      create: async (request) =>
        createVacancy(app, { actorUserId: actorId(request), ...(await readVacancyForm(app, request, true)) }),
    },
    update: {
      summary: 'Saves a vacancy; a new PDF replaces the old one (removed after saving)',
      description: MULTIPART_DESCRIPTION,
      update: async (request, id) =>
        updateVacancy(app, { actorUserId: actorId(request), id, ...(await readVacancyForm(app, request, false)) }),
    },
    publish: {
      summary: 'Publishes or unpublishes a vacancy',
      setPublished: (tx, id, published) => updateVacancyRow(tx, id, { published }),
    },
    remove: {
      summary: 'Deletes a vacancy and its PDF',
      remove: deleteVacancyRow,
      files: (vacancy) => [vacancy.pdf],
    },
  });
};
