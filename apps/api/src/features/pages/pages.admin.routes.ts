import { ZAdminDeletedAnswer } from '@iiidem/shared/admin/content-crud';
import {
  PAGE_MESSAGES,
  ZAdminPageAnswer,
  ZAdminPageList,
  ZCreatePageBody,
  ZPageMenuBody,
  ZPreviewPageBody,
  ZPublicPageAnswer,
  ZPublishPageBody,
  ZSaveDraftBody,
} from '@iiidem/shared/admin/pages';
import { ZRecordId } from '@iiidem/shared/common/list-query';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { actorId, CONTENT_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { markLinksOfPage } from '../../lib/content/link-marks';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { createPage } from './create-page';
import { deletePage } from './delete-page';
import { adminPage, adminPageSummary, publicPage } from './page-views';
import { findPageRow, listPageRows, listRevisions } from './pages.repository';
import { publishPage } from './publish-page';
import { restorePageRevision } from './restore-page-revision';
import { savePageDraft } from './save-page-draft';
import { setPageMenu } from './set-page-menu';

const ZIdParams = z.strictObject({ id: ZRecordId });
const ZRevisionParams = z.strictObject({ id: ZRecordId, revisionId: ZRecordId });
const ERRORS = { ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody } as const;
const BASE = { ...ADMIN_ROUTE_BASE, tags: ['admin', 'pages'] };

/** The page as the editor sees it: draft, version, revisions. */
async function pageAnswer(app: FastifyInstance, id: number, message?: string) {
  const row = await findPageRow(app.database.db, id, false);
  if (!row) throw new HttpError(404, PAGE_MESSAGES.notFound);
  const revisions = await listRevisions(app.database.db, id);
  return { success: true as const, ...(message ? { message } : {}), data: adminPage(row, revisions) };
}

/** Back office: the pages of the site (issue 15): drafts, preview, publish, revisions and restore; staff only. */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/pages',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'Every page of the site, the spec’s pages first',
        response: { 200: ZAdminPageList, ...ERRORS },
      },
    },
    async () => {
      const items = (await listPageRows(app.database.db)).map(adminPageSummary);
      return {
        success: true as const,
        data: { items, pages: { page: 1, limit: items.length || 1, totalData: items.length } },
      };
    },
  );

  app.get(
    '/admin/pages/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'One page: its draft, draft version and revisions',
        params: ZIdParams,
        response: { 200: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request) => pageAnswer(app, request.params.id),
  );

  app.post(
    '/admin/pages',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'Creates a page at /pages/<slug>, as an unpublished draft',
        body: ZCreatePageBody,
        response: { 201: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const id = await createPage(app, { actorUserId: actorId(request), ...request.body });
      return reply.code(201).send(await pageAnswer(app, id, PAGE_MESSAGES.created));
    },
  );

  app.put(
    '/admin/pages/:id/draft',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary:
          'Saves the draft (the public page is unchanged until published); 409 when someone saved since `version`',
        params: ZIdParams,
        body: ZSaveDraftBody,
        response: { 200: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await savePageDraft(app, { actorUserId: actorId(request), id, ...request.body });
      return pageAnswer(app, id, PAGE_MESSAGES.saved);
    },
  );

  app.post(
    '/admin/pages/:id/publish',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'Publishes the draft as a new revision; the public page shows it at once',
        params: ZIdParams,
        body: ZPublishPageBody,
        response: { 200: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await publishPage(app, { actorUserId: actorId(request), id, version: request.body.version });
      return pageAnswer(app, id, PAGE_MESSAGES.published);
    },
  );

  app.post(
    '/admin/pages/:id/revisions/:revisionId/restore',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'Restores a revision: it becomes the draft and is published as a new revision',
        params: ZRevisionParams,
        response: { 200: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      await restorePageRevision(app, { actorUserId: actorId(request), id, revisionId });
      return pageAnswer(app, id, PAGE_MESSAGES.restored);
    },
  );

  app.put(
    '/admin/pages/:id/menu',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary:
          'Lists a page staff added in a menu group at a place, or in none (at once; the spec’s pages keep theirs)',
        params: ZIdParams,
        body: ZPageMenuBody,
        response: { 200: ZAdminPageAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setPageMenu(app, { actorUserId: actorId(request), id, ...request.body });
      return pageAnswer(app, id, PAGE_MESSAGES.menuSaved);
    },
  );

  app.delete(
    '/admin/pages/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'Deletes a page staff created (the spec’s pages cannot be deleted)',
        params: ZIdParams,
        response: { 200: ZAdminDeletedAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deletePage(app, { actorUserId: actorId(request), id });
      return { success: true as const, message: PAGE_MESSAGES.deleted, data: { id } };
    },
  );

  app.post(
    '/admin/pages/preview',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: 'A document as the public page would show it, without saving it',
        body: ZPreviewPageBody,
        response: { 200: ZPublicPageAnswer, ...ERRORS },
      },
    },
    // The preview marks links as the public page does (issue 16).
    async (request) => ({
      success: true as const,
      data: await markLinksOfPage(publicPage('preview', request.body.document, clock.now()), app),
    }),
  );
};
