import {
  NEWS_ADMIN_MESSAGES,
  newsDocumentIssue,
  type TAdminNewsItem,
  type TNewsFields,
  ZAdminNewsItem,
  ZNewsCategory,
  ZNewsFields,
} from '@iiidem/shared/admin/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor';
import {
  ADMIN_ROUTE_BASE,
  actorId,
  auditChange,
  CONTENT_ERROR_RESPONSES,
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
  deleteNewsItem,
  findAdminNewsItem,
  insertNewsItem,
  listAdminNews,
  listNewsCategories,
  newsCategoryExists,
  updateNewsItem,
} from './news.admin.repository';

const NEWS: ContentTable<TAdminNewsItem> = {
  path: '/admin/news',
  entity: 'press_news',
  item: ZAdminNewsItem,
  find: findAdminNewsItem,
  messages: NEWS_ADMIN_MESSAGES,
};
const FILE_FIELD = 'document_file';
const ZNewsAnswer = itemAnswer(NEWS);
const MULTIPART_DESCRIPTION =
  'multipart/form-data: news_title, publish_date (YYYY-MM-DD), category_id, published (true/false), and either ' +
  'document_link (http/https) or document_file (a PDF up to 10 MB). On update, a form without either keeps the file.';

function fieldError(path: string, msg: string): HttpError {
  return new HttpError(400, msg, [{ path, msg }]);
}

function assertDocument(fields: TNewsFields, newFile: boolean, storedFile: boolean) {
  const issue = newsDocumentIssue(fields.document_link, newFile, storedFile);
  if (issue) throw fieldError(newFile ? FILE_FIELD : 'document_link', issue);
}

async function assertCategory(executor: Executor, id: number) {
  if (!(await newsCategoryExists(executor, id))) throw fieldError('category_id', NEWS_ADMIN_MESSAGES.unknownCategory);
}

/** Reads and checks the form; stores its PDF (if any) and answers its public path. */
async function readNewsForm(app: FastifyInstance, request: FastifyRequest, storedFile: boolean) {
  const upload = await readAdminUpload(request, [FILE_FIELD]);
  const fields = parseAdminFields(ZNewsFields, upload.fields);
  const file = upload.files[FILE_FIELD];
  assertDocument(fields, file !== undefined, storedFile);
  const written = file ? await storePublicPdf(app, 'news', file, FILE_FIELD) : null;
  return { fields, written };
}

/** Back office: news and tenders (category, title, publish date, a document link or PDF), staff only. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);
  const db = () => app.database.db;

  registerListRoute(app, NEWS, {
    summary: 'Every news item and tender (published or not), the newest first; search in the title; paged',
    list: listAdminNews,
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
    async () => ({ success: true as const, data: await listNewsCategories(db()) }),
  );

  registerGetRoute(app, NEWS, 'One news item or tender');

  app.post(
    '/admin/news',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Creates a news item or tender',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ZNewsAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { fields, written } = await readNewsForm(app, request, false);
      const item = await commitWithFiles(app, [written], () =>
        db().transaction(async (tx) => {
          await assertCategory(tx, fields.category_id);
          const values = { ...fields, document_file: written };
          const id = await insertNewsItem(tx, values);
          const entry = { actorUserId: actorId(request), entity: NEWS.entity, entityId: id };
          await auditChange(tx, { ...entry, verb: 'create', to: values });
          return { result: await findAdminNewsItem(tx, id) };
        }),
      );
      if (!item) throw notFound();
      return reply.code(201).send({ success: true as const, message: NEWS_ADMIN_MESSAGES.created, data: item });
    },
  );

  app.put(
    '/admin/news/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Saves a news item or tender; a new PDF or a link replaces the old file (removed after saving)',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: ZAdminIdParams,
        response: { 200: ZNewsAnswer, ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fields, written } = await readNewsForm(app, request, true);
      const item = await commitWithFiles(app, [written], () =>
        db().transaction(async (tx) => {
          const before = await findAdminNewsItem(tx, id, true);
          if (!before) throw notFound();
          assertDocument(fields, written !== null, before.document_file !== null);
          await assertCategory(tx, fields.category_id);
          const documentFile = written ?? (fields.document_link ? null : before.document_file);
          const values = { ...fields, document_file: documentFile };
          await updateNewsItem(tx, id, values);
          const entry = { actorUserId: actorId(request), entity: NEWS.entity, entityId: id };
          await auditChange(tx, { ...entry, verb: 'update', from: before, to: values });
          const dropped = before.document_file !== documentFile ? [before.document_file] : [];
          return { result: await findAdminNewsItem(tx, id), dropped };
        }),
      );
      if (!item) throw notFound();
      return { success: true as const, message: NEWS_ADMIN_MESSAGES.updated, data: item };
    },
  );

  registerPublishRoute(app, NEWS, {
    summary: 'Publishes or unpublishes a news item or tender',
    setPublished: (tx, id, published) => updateNewsItem(tx, id, { published }),
  });

  registerDeleteRoute(app, NEWS, {
    summary: 'Deletes a news item or tender and its PDF',
    remove: deleteNewsItem,
    files: (item) => [item.document_file],
  });
};
