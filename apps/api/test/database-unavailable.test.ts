import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ERRORS } from '@iiidem/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { databaseOptionsFor } from '../src/db/location';

/** A whole app whose DATABASE_URL cannot be used; nothing else is wrong with it. */
async function appOn(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-api-unavailable-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_WAIT_MS: '2000',
  });
  const database = await openDatabase(databaseOptionsFor(config));
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database, dataDir };
}

const CASES = [
  ['refuses connections (nothing listens on its port)', 'postgres://postgres@127.0.0.1:1/portal'],
  ['names a database that does not exist (renamed or dropped)', 'postgres://postgres@127.0.0.1:5432/portal_renamed'],
  ['names a role the server refuses', 'postgres://portal_no_such_role@127.0.0.1:5432/postgres'],
] as const;

describe.each(CASES)('when DATABASE_URL %s', (_what, databaseUrl) => {
  let target: { app: AppInstance; database: DatabaseHandle; dataDir: string };
  beforeAll(async () => {
    target = await appOn(databaseUrl);
  });
  afterAll(async () => {
    await target.app.close();
    await target.database.close();
    await rm(target.dataDir, { recursive: true, force: true });
  });

  it('answers 503 in the error shape on database-backed routes, never 500', async () => {
    const reads = await target.app.inject({ method: 'GET', url: '/api/courses' });
    expect(reads.statusCode).toBe(503);
    expect(reads.json()).toEqual({ success: false, message: API_ERRORS.unavailable });
    // A rate-limited route: its counter lives in the database too.
    const writes = await target.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(writes.statusCode).toBe(503);
    expect(writes.json()).toEqual({ success: false, message: API_ERRORS.unavailable });
  });

  it('says it is not ready, while it stays alive', async () => {
    const ready = await target.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, message: API_ERRORS.unavailable });
    expect((await target.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
