import {
  ZAdminDeletedAnswer,
  ZAdminListQuery,
  ZPublishBody,
  zAdminItemAnswer,
  zAdminListAnswer,
} from '@iiidem/shared/admin/content-crud';
import {
  NEWS_ADMIN_MESSAGES,
  newsDocumentIssue,
  type TNewsFields,
  ZAdminNewsItem,
  ZNewsCategory,
  ZNewsFields,
} from '@iiidem/shared/admin/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import type { Executor } from '../mail/mail-outbox';
import {
  deleteNewsItem,
  findAdminNewsItem,
  insertNewsItem,
  listAdminNews,
  listNewsCategories,
  newsCategoryExists,
  updateNewsItem,
} from './news.admin.repository';

const ENTITY = 'press_news';
const FILE_FIELD = 'document_file';
const ZNewsAnswer = zAdminItemAnswer(ZAdminNewsItem);
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

  app.get(
    '/admin/news',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every news item and tender (published or not), the newest first; search in the title; paged',
        querystring: ZAdminListQuery,
        response: { 200: zAdminListAnswer(ZAdminNewsItem), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageOf(request.query);
      const search = request.query.q ? containsPattern(request.query.q) : undefined;
      const { items, totalData } = await listAdminNews(db(), { search, limit, offset });
      return { success: true as const, data: { items, pages: { page, limit, totalData } } };
    },
  );

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

  app.get(
    '/admin/news/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One news item or tender',
        params: ZAdminIdParams,
        response: { 200: ZNewsAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const item = await findAdminNewsItem(db(), request.params.id);
      if (!item) throw notFound();
      return { success: true as const, data: item };
    },
  );

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
          const id = await insertNewsItem(tx, { ...fields, document_file: written });
          const entry = { actorUserId: actorId(request), action: 'press_news.create', entity: ENTITY, entityId: id };
          await recordAudit(tx, { ...entry, to: { ...fields, document_file: written } }, clock.now());
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
          const entry = { actorUserId: actorId(request), action: 'press_news.update', entity: ENTITY, entityId: id };
          await recordAudit(tx, { ...entry, from: before, to: values }, clock.now());
          const dropped = before.document_file !== documentFile ? [before.document_file] : [];
          return { result: await findAdminNewsItem(tx, id), dropped };
        }),
      );
      if (!item) throw notFound();
      return { success: true as const, message: NEWS_ADMIN_MESSAGES.updated, data: item };
    },
  );

  app.patch(
    '/admin/news/:id/published',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Publishes or unpublishes a news item or tender',
        params: ZAdminIdParams,
        body: ZPublishBody,
        response: { 200: ZNewsAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const item = await db().transaction(async (tx) => {
        const before = await findAdminNewsItem(tx, id, true);
        if (!before) throw notFound();
        await updateNewsItem(tx, id, { published });
        const action = published ? 'press_news.publish' : 'press_news.unpublish';
        const entry = { actorUserId: actorId(request), action, entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: { published: before.published }, to: { published } }, clock.now());
        return findAdminNewsItem(tx, id);
      });
      if (!item) throw notFound();
      const message = published ? NEWS_ADMIN_MESSAGES.published : NEWS_ADMIN_MESSAGES.unpublished;
      return { success: true as const, message, data: item };
    },
  );

  app.delete(
    '/admin/news/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Deletes a news item or tender and its PDF',
        params: ZAdminIdParams,
        response: { 200: ZAdminDeletedAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await db().transaction(async (tx) => {
        const found = await findAdminNewsItem(tx, id, true);
        if (!found) throw notFound();
        await deleteNewsItem(tx, id);
        const entry = { actorUserId: actorId(request), action: 'press_news.delete', entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: found }, clock.now());
        return found;
      });
      await removePublicFiles(app, [before.document_file]);
      return { success: true as const, message: NEWS_ADMIN_MESSAGES.deleted, data: { id } };
    },
  );
};
