import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const PUBLIC_FILES_PREFIX = '/files/';
const PUBLIC_FILES_CACHE = 'public, max-age=86400';

/** The folder under the files folder whose content anyone may download (banners, gallery, tenders). */
export function publicFilesDir(filesDir: string): string {
  return path.join(filesDir, 'public');
}

/**
 * Serves `<files>/public` at /files/. Files are read per request (uploads appear at run time); a
 * missing file falls through to the not-found handler, which answers 404, never the web app.
 * Private files (passports, certificates) live outside this folder and are served by their features.
 */
const servePublicFiles: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  const root = publicFilesDir(filesDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: PUBLIC_FILES_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', PUBLIC_FILES_CACHE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};

export const publicFiles = fp(servePublicFiles, { name: 'public-files' });
