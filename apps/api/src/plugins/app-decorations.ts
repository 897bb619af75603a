import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { FileStore } from '../lib/files/file-store';
import type { FileLinkSigner } from '../lib/private-files';

// What buildApp puts on every Fastify instance, so feature routes can reach it as app.config / app.database /
// app.files (the one file store: a folder, or the stored_files table on PostgreSQL) / app.fileLinks (signed
// private-file links).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    files: FileStore;
    fileLinks: FileLinkSigner;
  }
}
