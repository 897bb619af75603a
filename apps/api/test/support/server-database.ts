import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppInstance } from '../../src/app';
import type { Config } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { databaseOptionsFor } from '../../src/db/location';
import { migrateDatabase } from '../../src/db/migrate';
import { dropPostgresDatabase } from '../../src/db/test-database';
import { buildTestAppOn, testAppConfig } from './test-app-config';

/** Test-only: databases on a real PostgreSQL server, for tests that need several pools or instances on one. */

/** DATABASE_URL's server in the PostgreSQL pass; otherwise the local server every run has (CI starts it). */
export function postgresServerUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export type ServerDatabase = { url: string; drop(): Promise<void> };

/** A new, migrated database of its own on the server (whichever pass runs), dropped by `drop()`. */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const serverUrl = postgresServerUrl();
  const name = `portal_shared_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return { url: url.toString(), drop: () => dropPostgresDatabase(serverUrl, name) };
}

export type ServerInstance = { app: AppInstance; config: Config; database: DatabaseHandle; close(): Promise<void> };

/**
 * One portal instance as server.ts would run it on DATABASE_URL (its own pool and DATA_DIR), for tests where
 * several instances share one database. `env` adds settings.
 */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-api-instance-'));
  const config = testAppConfig(dataDir, { DATABASE_URL: databaseUrl, ...env });
  const database = await openDatabase(databaseOptionsFor(config));
  const app = await buildTestAppOn(config, database);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
