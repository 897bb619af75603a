import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '@iiidem/shared/api-error';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUnderPrefix } from '../lib/url-path';
import { sendRouteNotFound } from './errors';

/** Vite puts content-hashed files here: a changed file gets a new name, so they can be cached for ever. */
const HASHED_ASSETS_DIR = 'assets';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';
/** index.html names the current hashed files, so browsers must revalidate it every time. */
const INDEX_CACHE = 'no-cache';
/** Paths the web app never answers for, even when a browser asks for HTML. */
const NOT_WEB_APP_PREFIXES = ['/api', '/files', `/${HASHED_ASSETS_DIR}`];

export const WEB_APP_NOT_BUILT =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds what is missing) and restart.';

/** Written next to each text file by the web build (apps/web/vite-precompress.ts); served in its place. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

function cacheControlFor(webDistDir: string, filePath: string): string {
  // A precompressed copy is cached like the file it stands for.
  const relative = path.relative(webDistDir, filePath.replace(PRECOMPRESSED_SUFFIX, '')).split(path.sep);
  if (relative[0] === HASHED_ASSETS_DIR) return HASHED_ASSET_CACHE;
  if (relative.length === 1 && relative[0] === 'index.html') return INDEX_CACHE;
  return OTHER_FILE_CACHE;
}

/** A browser navigating sends text/html; tools send * / *; an image or script request does not want the page. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

function isWebAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_WEB_APP_PREFIXES.some((prefix) => isUnderPrefix(request.url, prefix))) return false;
  return acceptsHtml(request);
}

/**
 * Serves the built React app from WEB_DIST_DIR and answers every other page address with its
 * index.html (status 200; the app itself routes unknown paths to /error). Without a build, page
 * addresses get a 404 telling how to build it. Anything else unknown gets the API's 404.
 */
const serveWebApp: FastifyPluginAsync<{ webDistDir: string }> = async (app, { webDistDir }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const isBuilt = existsSync(indexFile);

  if (isBuilt) {
    // wildcard: false registers one route per file found now, so unknown paths reach the
    // not-found handler below instead of a catch-all file route.
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      list: false,
      dotfiles: 'ignore',
      // file.br / file.gz when Accept-Encoding allows (Brotli first), with Vary: Accept-Encoding; never their own routes.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(webDistDir, filePath));
      },
    });
  }

  async function sendIndex(reply: FastifyReply) {
    const html = await readFile(indexFile);
    return reply.code(200).header('cache-control', INDEX_CACHE).type('text/html; charset=utf-8').send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isWebAppNavigation(request)) return sendRouteNotFound(request, reply);
    if (isBuilt) return sendIndex(reply);
    const body: ApiErrorBody = { success: false, message: WEB_APP_NOT_BUILT };
    return reply.code(404).send(body);
  });
};

export const webApp = fp(serveWebApp, { name: 'web-app' });
