import { PAGE_MESSAGES, type TPageDocument, ZMenuPagesAnswer, ZPublicPageAnswer } from '@iiidem/shared/admin/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { markLinksOfPage } from '../../lib/content/link-marks';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { isMenuGroup, pagePath, publicPage } from './page-views';
import { findPublishedPage, listMenuPageRows } from './pages.repository';

const ZSlugParams = z.strictObject({
  slug: z.string().max(120).describe("The page's address without the leading slash, e.g. about-us"),
});

/** The pages staff edit, as the public site shows them (issue 15): the last published revision. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['pages'],
        summary: 'The published pages staff added that the Menu and the site map list, by menu group and place',
        querystring: z.strictObject({}),
        response: { 200: ZMenuPagesAnswer, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'pages' }, async () => {
        const rows = await listMenuPageRows(app.database.db);
        const data = rows.flatMap((row) => {
          if (!isMenuGroup(row.menuGroup)) return [];
          const document = row.document as TPageDocument;
          const path = pagePath({ slug: row.slug, builtin: row.builtin });
          return [{ path, title: document.title.en, titleHi: document.title.hi, menuGroup: row.menuGroup }];
        });
        return { success: true as const, data };
      }),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: "A published page: its title, summary, blocks (text as sanitised HTML) and 'last updated'",
        params: ZSlugParams,
        response: { 200: ZPublicPageAnswer, 400: ZApiErrorBody, 404: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'pages' }, async () => {
        const found = await findPublishedPage(app.database.db, request.params.slug);
        if (!found) throw new HttpError(404, PAGE_MESSAGES.notFound);
        // Links to other sites show their mark; links to the site's files say their type and size (issue 16).
        const data = await markLinksOfPage(publicPage(found.slug, found.document, found.publishedAt), app);
        return { success: true as const, data };
      }),
  );
};
