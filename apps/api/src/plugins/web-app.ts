import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '@iiidem/shared/api-error';
import { displayAttributes, displayOfCookieHeader, withDisplayAttributes } from '@iiidem/shared/display';
import { LANGUAGES, type Language, requestedLanguage } from '@iiidem/shared/language';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesIfNoneMatch } from '../lib/public-read-cache';
import { type RenderedPage, RenderedPageCache } from '../lib/rendered-pages';
import { isUnderPrefix } from '../lib/url-path';
import { preferredEncoding } from './compression';
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

/** The server entry that `vite build --ssr` writes (apps/web/src/entry-server.tsx): never served as a file. */
const SERVER_ENTRY_DIR = 'server';
const SERVER_ENTRY_FILE = 'entry-server.js';

/** What the server entry's renderPage answers (see apps/web/src/entry-server.tsx). */
type RenderPageResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

type ServerEntry = {
  renderPage(options: {
    url: string;
    template: string;
    publicUrl: string;
    fetchApi: (apiPath: string) => Promise<unknown>;
    manifest?: unknown;
    language?: Language;
  }): Promise<RenderPageResult>;
};

async function loadServerEntry(webDistDir: string): Promise<ServerEntry | undefined> {
  const file = path.join(webDistDir, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  return typeof entry.renderPage === 'function' ? (entry as ServerEntry) : undefined;
}

/** The browser build's manifest (which CSS and code each page module needs), when the build wrote one. */
async function readManifest(webDistDir: string): Promise<unknown> {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : undefined;
}

function cacheControlFor(webDistDir: string, filePath: string): string {
  // A precompressed copy is cached like the file it stands for.
  const relative = path.relative(webDistDir, filePath.replace(PRECOMPRESSED_SUFFIX, '')).split(path.sep);
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
 * index.html. Public pages come server-rendered (issue 13): the web build's server entry renders them, reading
 * their data from the public GET endpoints in-process (app.inject, so caching and serialisation are the
 * endpoints' own), into index.html with their <head> tags and the router's hydration data; an unknown address
 * is redirected to /error, which answers 404. A rendered page is kept until public content changes
 * (lib/rendered-pages.ts) and sent, compressed at the highest quality, to the visitors after. The applicant area
 * and back office get index.html as it is
 * (status 200), as does any page whose render fails. Without a build, page addresses get a 404 telling how to
 * build it. Anything else unknown gets the API's 404.
 */
const serveWebApp: FastifyPluginAsync<{ webDistDir: string }> = async (app, { webDistDir }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const isBuilt = existsSync(indexFile);

  if (isBuilt) {
    // wildcard: false registers one route per file found now, so unknown paths reach the
    // not-found handler below instead of a catch-all file route.
    const common = {
      decorateReply: false,
      wildcard: false,
      list: false as const,
      // '/' is a page like any other (server-rendered), not a request for index.html.
      index: false as const,
      dotfiles: 'ignore' as const,
      // file.br / file.gz when Accept-Encoding allows (Brotli first), with Vary: Accept-Encoding; never their own routes.
      preCompressed: true,
      cacheControl: false,
    };
    // Hashed files never change under their name, so a browser never revalidates them: no ETag, Last-Modified
    // or Accept-Ranges, which would only add bytes to each of a page's dozen answers.
    const hashedAssetsDir = path.join(webDistDir, HASHED_ASSETS_DIR);
    if (existsSync(hashedAssetsDir)) {
      await app.register(fastifyStatic, {
        ...common,
        root: hashedAssetsDir,
        prefix: `/${HASHED_ASSETS_DIR}/`,
        globIgnore: ['**/*.br', '**/*.gz'],
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders(reply) {
          reply.header('cache-control', HASHED_ASSET_CACHE);
        },
      });
    }
    await app.register(fastifyStatic, {
      ...common,
      root: webDistDir,
      prefix: '/',
      globIgnore: ['**/*.br', '**/*.gz', `${SERVER_ENTRY_DIR}/**`, `${HASHED_ASSETS_DIR}/**`],
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(webDistDir, filePath));
      },
    });
  }

  const template = isBuilt ? await readFile(indexFile, 'utf8') : '';
  /** index.html as the client shell is sent, its <html lang> the visitor's language. */
  const shells = Object.fromEntries(
    LANGUAGES.map((language) => [language, template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)]),
  ) as Record<Language, string>;
  const serverEntry = isBuilt ? await loadServerEntry(webDistDir) : undefined;
  const manifest = serverEntry ? await readManifest(webDistDir) : undefined;

  /** A public GET endpoint's JSON, asked in-process; anything but a 2xx rejects. */
  async function fetchApi(apiPath: string): Promise<unknown> {
    const response = await app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new Error(`GET /api${apiPath} answered ${response.statusCode}`);
    }
    return response.json();
  }

  function sendHtml(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).header('cache-control', INDEX_CACHE).type('text/html; charset=utf-8').send(html);
  }

  /**
   * A kept page: 304 when the browser holds this version already, else its smallest form the client accepts once
   * that is made (else compressed on the way out).
   */
  function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    reply.header('etag', page.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).header('cache-control', INDEX_CACHE).send();
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const encoded = encoding ? page.encoded[encoding] : undefined;
    if (!encoding || !encoded) return sendHtml(reply, page.status, page.html);
    reply.header('content-encoding', encoding).header('content-length', encoded.length);
    return reply.code(page.status).header('cache-control', INDEX_CACHE).type('text/html; charset=utf-8').send(encoded);
  }

  const renderedPages = new RenderedPageCache(app.publicReads);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // The page's language (issue 14): `?lang=`, else the language button's cookie, else English.
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const language = requestedLanguage(search, request.headers.cookie);
    // Text size and contrast (issue 16) go on <html> from their cookies, so the first paint is in them already.
    const display = displayOfCookieHeader(request.headers.cookie);
    if (serverEntry) {
      // A page is kept per address, language and display; its ETag names them, so a shared cache never mixes them.
      const key = `${language}${displayAttributes(display)} ${request.url}`;
      const kept = renderedPages.get(key);
      if (kept) return sendRenderedPage(request, reply, kept);
      try {
        const stamp = renderedPages.stamp();
        // The browser holds the page of this content already (it was dropped from memory since): no need to render.
        const etag = renderedPages.etag(key, stamp);
        if (renderedPages.keeps(stamp) && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
          return reply.code(304).header('etag', etag).header('cache-control', INDEX_CACHE).send();
        }
        // A page rendered without some of its data (a read failed: the browser will fetch it) is sent, not kept.
        let complete = true;
        const result = await serverEntry.renderPage({
          url: request.url,
          template,
          publicUrl: app.config.publicUrl,
          fetchApi: (apiPath) =>
            fetchApi(apiPath).catch((error: unknown) => {
              complete = false;
              throw error;
            }),
          manifest,
          language,
        });
        if (result.kind === 'page') {
          const page = { ...result, html: withDisplayAttributes(result.html, display) };
          if (complete && renderedPages.keeps(stamp)) {
            reply.header('etag', etag);
            renderedPages.set(key, stamp, page).catch((error: unknown) => {
              request.log.warn({ err: error, url: request.url }, 'Compressing a rendered page failed');
            });
          }
          return sendHtml(reply, page.status, page.html);
        }
        if (result.kind === 'redirect') {
          return reply.header('cache-control', INDEX_CACHE).redirect(result.location, result.status);
        }
      } catch (error) {
        // The browser can still render the page itself.
        request.log.error({ err: error, url: request.url }, 'Server rendering failed; sending the client shell');
      }
    }
    return sendHtml(reply, 200, withDisplayAttributes(shells[language], display));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isWebAppNavigation(request)) return sendRouteNotFound(request, reply);
    if (isBuilt) return sendPage(request, reply);
    const body: ApiErrorBody = { success: false, message: WEB_APP_NOT_BUILT };
    return reply.code(404).send(body);
  });
};

export const webApp = fp(serveWebApp, { name: 'web-app' });
