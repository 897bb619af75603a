import type { FastifyPluginAsync } from 'fastify';
import { buildRobotsTxt } from './build-robots-txt';
import { buildSitemap } from './build-sitemap';

/** Crawlers read these now and then; an hour old is fresh enough, and the site's own pages are not held up. */
const SITE_INDEX_CACHE = 'public, max-age=3600';

/**
 * GET /robots.txt and GET /sitemap.xml, at the site's root (not under /api) and registered before the web app,
 * which would otherwise answer them with its HTML.
 */
export const siteIndexRoutes: FastifyPluginAsync = async (app) => {
  const robotsTxt = buildRobotsTxt(app.config.publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', SITE_INDEX_CACHE).type('text/plain; charset=utf-8').send(robotsTxt),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const sitemap = await buildSitemap(app.database.db, app.config.publicUrl);
    return reply.header('cache-control', SITE_INDEX_CACHE).type('application/xml; charset=utf-8').send(sitemap);
  });
};
