import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/system';
import { SHUTDOWN_GRACE_MS } from '../src/lib/shutdown';
import {
  ACCOUNT_TEST_ENV,
  codeIn,
  GOOD_PASSWORD,
  signupBody,
  TEST_CAPTCHA_ANSWER,
  uniqueEmail,
} from './support/accounts';
import { domesticFields, insertCourse, multipart, sampleImage } from './support/nominations';
import { createServerDatabase, type ServerDatabase } from './support/server-database';
import {
  exitWithin,
  findFreePort,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from './support/server-process';

/**
 * Issue 18: portals started with their output on a pipe nobody reads, after sign-ups, sign-ins and nominations,
 * closed their port on SIGTERM and never exited. The cause was pino's default destination: its flush at exit
 * retried the full pipe's EAGAIN for ever (lib/log-destination.ts). The server runs on a database of its own on the
 * local PostgreSQL server, so that the test can read the codes the journey mails; the default pass runs it, and the
 * PostgreSQL pass (DATABASE_URL set) leaves it out, as it would only repeat it.
 */
describe.skipIf(process.env.DATABASE_URL)('a portal whose output nobody reads any more', () => {
  let database: ServerDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createServerDatabase();
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    server?.kill();
    await handle?.close();
    await database?.drop();
  });

  /** The code of the newest mail to `email` (the server queues it just after its answer). */
  async function codeFor(email: string): Promise<string> {
    for (let tries = 0; tries < 50; tries++) {
      const [mail] = await handle.db
        .select({ text: mailOutbox.text_body })
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, email))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (mail) return codeIn(mail.text);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email}`);
  }

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, string> } };
  }

  async function captcha() {
    const { status, body } = await post('/api/captcha', {});
    expect(status).toBe(201);
    return { captcha_id: body.data.captcha_id, captcha: TEST_CAPTCHA_ANSWER };
  }

  it('exits within its grace period after a sign-up, a sign-in and a nomination', async () => {
    const port = await findFreePort();
    server = startServerProcess(port, { ...ACCOUNT_TEST_ENV, DATABASE_URL: database.url });
    await waitUntilReady(server);
    const course = await insertCourse(handle.db);

    const email = uniqueEmail('full-pipe');
    const signup = await post('/api/accounts/signup', { ...signupBody({ email_id: email }), ...(await captcha()) });
    expect(signup.status).toBe(201);
    const verify = await post('/api/accounts/signup/verify', {
      attempt_id: signup.body.data.attempt_id,
      otp: await codeFor(email),
    });
    expect(verify.status).toBe(200);
    const password = await post('/api/sessions', { email, password: GOOD_PASSWORD, ...(await captcha()) });
    expect(password.status).toBe(200);
    const signIn = await post('/api/sessions/verify', {
      attempt_id: password.body.data.attempt_id,
      otp: await codeFor(email),
      ...(await captcha()),
    });
    expect(signIn.status).toBe(201);
    const form = multipart(domesticFields(course.id, { email_id: email }), { photo: await sampleImage('jpg') });
    const nomination = await fetch(`${server.origin}/api/nominations/domestic`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${signIn.body.data.token}` },
      body: form.payload,
    });
    expect(nomination.status).toBe(201);

    // Nobody reads the output any more: a few hundred logged requests fill the pipe.
    server.stopReading();
    for (let round = 0; round < 60; round++) {
      await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.origin}/api/health`).then((r) => r.text())));
    }

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // First it reports not-ready (for a second) and asks clients to close their connections, then it stops.
    let ready: Response | undefined;
    for (let tries = 0; tries < 10 && ready?.status !== 503; tries++) {
      ready = await fetch(`${server.origin}/api/ready`);
      await ready.arrayBuffer();
    }
    expect(ready?.status).toBe(503);
    expect(ready?.headers.get('connection')).toBe('close');
    const exit = await exitWithin(server, SHUTDOWN_GRACE_MS);
    expect(exit, 'the process still runs after its grace period').toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS);
  }, 90_000);
});
