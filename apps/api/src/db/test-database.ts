import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from './client';
import { migrateDatabase } from './migrate';
import { adopt, lease, takeSpare } from './reused-pglite';

/**
 * Where the Vitest global setup (apps/api/test/global-setup.ts) left the migrated template that every
 * test file clones: a PGlite dump file, or a template database on the PostgreSQL server.
 */
export const TEMPLATE_ENV = 'IIIDEM_TEST_DATABASE_TEMPLATE';

/**
 * A fresh, migrated database for one test file.
 * With DATABASE_URL set: a new database on that PostgreSQL server, dropped on close.
 * Otherwise: an in-memory PGlite.
 * Both are copies of one migrated template made once per test run (creating and migrating a database
 * costs seconds; copying one is much cheaper); without the global setup, the template is made here.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

/** A migrated PGlite's data folder as a tarball, for `new PGlite({ loadDataDir })`. */
export async function dumpMigratedPglite(): Promise<Blob | File> {
  const template = await openDatabase({ pgliteDir: 'memory' });
  await migrateDatabase(template);
  // biome-ignore lint/suspicious/noExplicitAny: reach the underlying PGlite to dump its data folder
  const client = (template.db as any).$client as PGlite;
  const dump = await client.dumpDataDir('none');
  await template.close();
  return dump;
}

let templateDump: Promise<Blob | File> | undefined;

async function loadTemplateDump(): Promise<Blob | File> {
  const file = process.env[TEMPLATE_ENV];
  if (file) return new Blob([await readFile(file)]);
  return dumpMigratedPglite();
}

/** A copy of the template: a database an earlier test file of this worker gave back (reused-pglite.ts), or a new one. */
async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const pglite = (await takeSpare()) ?? (await loadTemplateCopy());
  return openDatabase({ pgliteDir: 'memory', pglite: lease(pglite) });
}

async function loadTemplateCopy(): Promise<PGlite> {
  templateDump ??= loadTemplateDump();
  const pglite = new PGlite({ loadDataDir: await templateDump, extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  return adopt(pglite);
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a migrated database on the server; it serves as the template the test files copy. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  if (template) {
    await copyTemplate(serverUrl, template, name);
  } else {
    await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  }
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 5 });
  if (!template) await migrateDatabase(handle);
  const close = handle.close;
  handle.close = async () => {
    await close();
    await dropPostgresDatabase(serverUrl, name);
  };
  return handle;
}

/** PostgreSQL refuses to copy a template while another copy is being made from it: wait and retry. */
async function copyTemplate(serverUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
