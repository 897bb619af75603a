import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../../test/build-test-app';
import {
  ACCOUNT_TEST_ENV,
  bearer,
  captcha,
  createVerifiedUser,
  latestCode,
  postSignIn,
  postSignInCode,
  postSignup,
  signIn,
  uniqueEmail,
} from '../../../test/support/accounts';
import { users } from '../../db/schema/accounts';
import { createMailSender } from '../../lib/mail/mail-sender';

const ctx = useTestApp({ env: ACCOUNT_TEST_ENV });

describe('stored secrets', () => {
  it('hashes passwords with scrypt and a salt per user: one password, two different hashes', async () => {
    const first = await createVerifiedUser(ctx.app, ctx.database.db, { user_pass: 'Shared@Pass11' });
    const second = await createVerifiedUser(ctx.app, ctx.database.db, { user_pass: 'Shared@Pass11' });
    const rows = await ctx.database.db.select({ id: users.id, hash: users.password_hash }).from(users);
    const hashes = rows.filter((row) => row.id === first.id || row.id === second.id).map((row) => row.hash);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).not.toBe(hashes[1]);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it('keeps no password, code or token in plain text in any account table, nor in the outbox once mail is sent', async () => {
    const password = 'Plain@Text77';
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { user_pass: password });
    const codes = [await latestCode(ctx.database.db, user.email)];
    const first = await postSignIn(ctx.app, user.email, password);
    codes.push(await latestCode(ctx.database.db, user.email));
    const token = (await postSignInCode(ctx.app, first.json().data.attempt_id, codes[1] ?? '')).json().data.token;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: user.email, ...(await captcha(ctx.app)) },
    });
    codes.push(await latestCode(ctx.database.db, user.email));

    const sender = createMailSender({
      db: ctx.database.db,
      mailFrom: 'a@example.org',
      transport: { sendMail: async () => undefined },
      log: pino({ level: 'silent' }),
    });
    while ((await sender.runOnce()) > 0) {
      // Send everything queued.
    }

    const tables = ['users', 'sessions', 'one_time_codes', 'captcha_challenges', 'sign_in_failures', 'mail_outbox'];
    for (const table of tables) {
      const result = await ctx.database.db.execute(
        sql.raw(`select coalesce(json_agg(t)::text, '') as dump from ${table} t`),
      );
      const dump = String((result as unknown as { rows: { dump: string }[] }).rows[0]?.dump ?? '');
      expect(dump, table).not.toContain(password);
      expect(dump, table).not.toContain(token);
      for (const code of codes) expect(dump, table).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
    }
  });
});

describe('mail and the action that causes it', () => {
  it('commit together: when the outbox cannot take the mail, the sign-up leaves no account and no code', async () => {
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create or replace function refuse_mail() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$`),
    );
    await db.execute(
      sql.raw('create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()'),
    );
    try {
      const email = uniqueEmail('rollback');
      const response = await postSignup(ctx.app, { email_id: email });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        requestId: response.headers['x-request-id'],
      });
      const stored = await db.execute(sql`select (select count(*) from users where email_id = ${email})::int as users,
        (select count(*) from one_time_codes where email = ${email})::int as codes`);
      expect((stored as unknown as { rows: { users: number; codes: number }[] }).rows[0]).toEqual({
        users: 0,
        codes: 0,
      });
    } finally {
      await db.execute(sql.raw('drop trigger if exists refuse_mail on mail_outbox'));
      await db.execute(sql.raw('drop function if exists refuse_mail()'));
    }
  });
});

describe('per-address rate limits on the auth endpoints', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: { CAPTCHA_TEST_ANSWER: 'Tst123', PASSWORD_HASH_COST: '10', CAPTCHA_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers the 11th sign-in POST in a minute with 429 and Retry-After; a forged X-Forwarded-For does not reset it', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 10; index++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email, password: 'Wrong@Pass1', captcha_id: 'x', captcha: 'wrong1' },
      });
      expect(response.statusCode).toBe(400);
    }
    const over = await limited.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { email, password: 'Wrong@Pass1', captcha_id: 'x', captcha: 'wrong1' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: 'Too many requests. Please wait and try again.' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it.each([
    ['POST', '/api/accounts/signup'],
    ['POST', '/api/accounts/signup/verify'],
    ['POST', '/api/accounts/signup/resend'],
    ['POST', '/api/sessions/verify'],
    ['POST', '/api/sessions/resend'],
    ['POST', '/api/password-reset'],
    ['POST', '/api/password-reset/confirm'],
    ['PUT', '/api/password'],
  ] as const)('limits %s %s to 10 requests a minute per address', async (method, url) => {
    for (let index = 0; index < 10; index++) {
      const response = await limited.app.inject({ method, url, payload: {} });
      expect(response.statusCode).not.toBe(429);
    }
    const over = await limited.app.inject({ method, url, payload: {} });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('counts each address on its own', async () => {
    const from = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/password-reset', remoteAddress, payload: {} });
    // 127.0.0.1 used its 10 in the test above; another address starts fresh.
    expect((await from('127.0.0.1')).statusCode).toBe(429);
    expect((await from('198.51.100.7')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  /** The portal's OpenAPI document, as /api/openapi.json serves it. */
  async function accountsDocument() {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    // biome-ignore lint/suspicious/noExplicitAny: the generated document is walked loosely in assertions
    return response.json() as { paths: Record<string, Record<string, any>> };
  }

  it('documents every account route with its request and response schemas', async () => {
    const document = await accountsDocument();
    const expected: [string, string, string[]][] = [
      ['/api/captcha', 'post', ['201', '429']],
      ['/api/accounts/signup', 'post', ['201', '400', '429']],
      ['/api/accounts/signup/verify', 'post', ['200', '400']],
      ['/api/accounts/signup/resend', 'post', ['200', '400', '429']],
      ['/api/sessions', 'post', ['200', '400', '403', '429']],
      ['/api/sessions/verify', 'post', ['201', '400']],
      ['/api/sessions/resend', 'post', ['200', '400', '429']],
      ['/api/sessions/current', 'delete', ['200', '401']],
      ['/api/password-reset', 'post', ['200', '400']],
      ['/api/password-reset/confirm', 'post', ['200', '400']],
      ['/api/password', 'put', ['200', '400', '401']],
      ['/api/user-details', 'get', ['200', '401']],
      ['/api/user-details', 'post', ['200', '400', '401', '413']],
      ['/api/users/{id}/photo', 'get', ['200', '400', '401', '404']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
      if (method === 'post' && path !== '/api/captcha')
        expect(operation.requestBody, `${method} ${path}`).toBeDefined();
    }
    for (const [path, method] of [
      ['/api/sessions/current', 'delete'],
      ['/api/password', 'put'],
      ['/api/user-details', 'get'],
      ['/api/user-details', 'post'],
      ['/api/users/{id}/photo', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method].security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(Object.keys(document.paths['/api/user-details']?.post.requestBody.content)).toEqual(['multipart/form-data']);
    const signup = document.paths['/api/accounts/signup']?.post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(
      expect.arrayContaining([
        'user_type',
        'first_name',
        'last_name',
        'email_id',
        'mobile_no',
        'user_pass',
        'captcha_id',
        'captcha',
      ]),
    );
    expect(signup.additionalProperties).toBe(false);
  });

  it('lets a signed-in session log out through the documented route', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/sessions/current', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});
