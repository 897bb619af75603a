import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createPostgresTemplate,
  dropPostgresDatabase,
  dumpMigratedPglite,
  TEMPLATE_ENV,
} from '../src/db/test-database';
import { assertNoSecretsLogged, TEST_LOG_DIR_ENV } from './support/test-logs';

/**
 * Migrates one template database for the whole API test run; every test file copies it
 * (`createTestDatabase`). Workers inherit the environment variable that names it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplate = await makeTemplate();
  const logs = await collectLogs();
  return async () => {
    await removeTemplate();
    await logs.check();
  };
}

async function makeTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = await createPostgresTemplate(serverUrl);
    process.env[TEMPLATE_ENV] = name;
    return () => dropPostgresDatabase(serverUrl, name);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'iiidem-db-template-'));
  const file = path.join(folder, 'migrated.tar');
  const dump = await dumpMigratedPglite();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rm(folder, { recursive: true, force: true });
}

/** Test apps log into this folder (test/support/test-logs.ts); the run fails if a log holds a secret. */
async function collectLogs(): Promise<{ check(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'iiidem-test-logs-'));
  process.env[TEST_LOG_DIR_ENV] = folder;
  return {
    async check() {
      try {
        await assertNoSecretsLogged(folder);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
