import { API_ERRORS } from '@iiidem/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerInstance, startInstance } from './support/server-database';

const CASES = [
  ['refuses connections (nothing listens on its port)', 'postgres://postgres@127.0.0.1:1/portal'],
  ['names a database that does not exist (renamed or dropped)', 'postgres://postgres@127.0.0.1:5432/portal_renamed'],
  ['names a role the server refuses', 'postgres://portal_no_such_role@127.0.0.1:5432/postgres'],
] as const;

describe.each(CASES)('when DATABASE_URL %s', (_what, databaseUrl) => {
  let target: ServerInstance;
  beforeAll(async () => {
    target = await startInstance(databaseUrl, { DATABASE_POOL_WAIT_MS: '2000' });
  });
  afterAll(async () => {
    await target?.close();
  });

  it('answers 503 in the error shape on database-backed routes, never 500', async () => {
    const reads = await target.app.inject({ method: 'GET', url: '/api/courses' });
    expect(reads.statusCode).toBe(503);
    expect(reads.json()).toEqual({ success: false, message: API_ERRORS.unavailable, requestId: expect.any(String) });
    // A rate-limited route: its counter lives in the database too.
    const writes = await target.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(writes.statusCode).toBe(503);
    expect(writes.json()).toEqual({ success: false, message: API_ERRORS.unavailable, requestId: expect.any(String) });
  });

  it('says it is not ready, while it stays alive', async () => {
    const ready = await target.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ success: false, message: API_ERRORS.unavailable, requestId: expect.any(String) });
    expect((await target.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
