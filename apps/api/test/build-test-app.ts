import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppInstance } from '../src/app';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from '../src/db/test-database';
import { buildTestAppOn, testAppConfig } from './support/test-app-config';

export type TestAppOptions = {
  /** Extra settings, as environment variables (e.g. { WEB_DIST_DIR: fixture }). */
  env?: Record<string, string>;
  /** Adds test-only routes or hooks before the app is made ready. */
  setup?: (app: AppInstance) => void | Promise<void>;
};

export type TestApp = {
  app: AppInstance;
  config: Config;
  database: DatabaseHandle;
  /** The temporary DATA_DIR (its files/public folder is served at /files/). */
  dataDir: string;
  /** Closes the app and the database (once, even if a test closed the database already) and removes DATA_DIR. */
  close(): Promise<void>;
};

function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * A whole portal for one test file: a fresh migrated database (PGlite in memory, or a new
 * database on DATABASE_URL's server), a temporary DATA_DIR, no web build unless one is given.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-api-test-'));
  const config = testAppConfig(dataDir, options.env);
  const database = await createTestDatabase();
  database.close = closeOnce(database.close.bind(database));
  const app = await buildTestAppOn(config, database);
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds one test app before the file's tests and closes it after them:
 *   const ctx = useTestApp();  ...  await ctx.app.inject({ url: '/api/health' })
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const current = (): TestApp => {
    if (!testApp) throw new Error('The test app is built in beforeAll; use it inside a test or hook.');
    return testApp;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}
