import { ZNewsCategory, ZNewsFields } from '@iiidem/shared/admin/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, CONTENT_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { registerContentRoutes } from '../../lib/content/content-routes';
import { readPdfForm, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { createNewsItem } from './create-news-item';
import { deleteNewsRow, listAdminNews, listNewsCategories, updateNewsRow } from './news.admin.repository';
import { assertNewsDocument, NEWS_FILE_FIELD } from './news-checks';
import { NEWS } from './news-table';
import { updateNewsItem } from './update-news-item';

const MULTIPART_DESCRIPTION =
  'multipart/form-data: news_title, publish_date (YYYY-MM-DD), category_id, published (true/false), and either ' +
  'document_link (http/https) or document_file (a PDF up to 10 MB). On update, a form without either keeps the file.';

/** Reads and checks the form; stores its PDF (if any) and answers its public path. */
function readNewsForm(app: FastifyInstance, request: FastifyRequest, storedFile: boolean) {
  return readPdfForm(app, request, {
    schema: ZNewsFields,
    file: NEWS_FILE_FIELD,
    area: 'news',
    check: (fields, hasFile) => assertNewsDocument(fields, hasFile, storedFile),
  });
}

/** Back office: news and tenders (category, title, publish date, a document link or PDF), staff only. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);

  registerContentRoutes(app, NEWS, {
    list: {
      summary: 'Every news item and tender (published or not), the newest first; search in the title; paged',
      list: listAdminNews,
    },
    get: 'One news item or tender',
    create: {
      summary: 'Creates a news item or tender',
      description: MULTIPART_DESCRIPTION,
      create: async (request) =>
        createNewsItem(app, { actorUserId: actorId(request), ...(await readNewsForm(app, request, false)) }),
    },
    update: {
      summary: 'Saves a news item or tender; a new PDF or a link replaces the old file (removed after saving)',
      description: MULTIPART_DESCRIPTION,
      update: async (request, id) =>
        updateNewsItem(app, { actorUserId: actorId(request), id, ...(await readNewsForm(app, request, true)) }),
    },
    publish: {
      summary: 'Publishes or unpublishes a news item or tender',
      setPublished: (tx, id, published) => updateNewsRow(tx, id, { published }),
    },
    remove: {
      summary: 'Deletes a news item or tender and its PDF',
      remove: deleteNewsRow,
      files: (item) => [item.document_file],
    },
  });

  app.get(
    '/admin/news/categories',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'The news categories a news item may have',
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZNewsCategory) }),
          ...CONTENT_ERROR_RESPONSES,
        },
      },
    },
    async () => ({ success: true as const, data: await listNewsCategories(app.database.db) }),
  );
};
