import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/**
 * A fresh, migrated database for one test file.
 * With DATABASE_URL set: a new database on that PostgreSQL server, dropped on close.
 * Otherwise: an in-memory PGlite cloned from a migrated template made once per worker
 * (creating and migrating PGlite from scratch costs seconds; cloning a dump is much cheaper).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

let templateDump: Promise<Blob | File> | undefined;

async function migratedTemplate(): Promise<Blob | File> {
  const template = await openDatabase({ pgliteDir: 'memory' });
  await migrateDatabase(template);
  // biome-ignore lint/suspicious/noExplicitAny: reach the underlying PGlite to dump its data folder
  const client = (template.db as any).$client as PGlite;
  const dump = await client.dumpDataDir('none');
  await template.close();
  return dump;
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  templateDump ??= migratedTemplate();
  const pglite = new PGlite({ loadDataDir: await templateDump });
  return openDatabase({ pgliteDir: 'memory', pglite });
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await migrateDatabase(handle);
  const close = handle.close;
  handle.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return handle;
}
