import path from 'node:path';
import type { DatabaseOptions } from './client';
import { apiPackageRoot } from './paths';

/** PostgreSQL when a database address is given; otherwise the embedded PGlite under `<dataDir>/db`. */
export function databaseOptionsFor(config: {
  dataDir: string;
  databaseUrl?: string | undefined;
  databasePool?: { size: number; waitMs: number };
}): DatabaseOptions {
  if (config.databaseUrl) {
    return {
      databaseUrl: config.databaseUrl,
      ...(config.databasePool && {
        poolSize: config.databasePool.size,
        connectionTimeoutMs: config.databasePool.waitMs,
      }),
    };
  }
  return { pgliteDir: path.join(config.dataDir, 'db') };
}

/** Where the embedded default keeps uploaded and generated files (`<filesDir>/public` is served at /files/). */
export function filesDirFor(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** Secrets the server generates for itself when the settings give none (readable by its owner only). */
export function secretsDirFor(dataDir: string): string {
  return path.join(dataDir, 'secrets');
}

/** The monorepo's root folder (two levels above the api package). */
export function repoRoot(): string {
  return path.resolve(apiPackageRoot(), '..', '..');
}

/**
 * DATA_DIR as an absolute path: unset means `<repo>/data`; a relative value is taken from the folder the
 * command was started in (npm's INIT_CWD, since `npm run -w` moves into the workspace folder).
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.DATA_DIR?.trim();
  if (!value) return path.join(repoRoot(), 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** A one-line, password-free description of where the data lives, for log lines. */
export function describeDatabase(config: { dataDir: string; databaseUrl?: string | undefined }): string {
  if (!config.databaseUrl) return `the embedded database in ${path.join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
