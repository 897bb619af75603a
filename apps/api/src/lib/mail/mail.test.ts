import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  ACCOUNT_TEST_ENV,
  captcha,
  codeIn,
  createVerifiedUser,
  latestCode,
  latestMail,
  postSignup,
  uniqueEmail,
  useManualClock,
} from '../../../test/support/accounts';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/system';
import { createTestDatabase } from '../../db/test-database';
import { createLoggerOptions } from '../logger';
import { enqueueMail, retryDelaySeconds, SENT_BODY_PLACEHOLDER } from './mail-outbox';
import { createMailSender, createSmtpTransport, type MailTransport } from './mail-sender';

const time = useManualClock();

/** An app whose log lines are kept in memory, to read what a real server would print. */
async function appWithLog(env: Record<string, string>) {
  const lines: string[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-mail-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SEED_DEMO_CONTENT: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...ACCOUNT_TEST_ENV,
    ...env,
  });
  const database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(createLoggerOptions(config), stream);
  const app = await buildApp({ config, database, loggerInstance: logger });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, lines, logger, close };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startSmtpReceiver(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  return new Promise<{ received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ received, close: () => new Promise<void>((closed) => server.close(() => closed())) }),
    );
  });
}

describe('mail sender', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: ACCOUNT_TEST_ENV });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends due mail with plain-text and HTML bodies, then removes the bodies from the outbox', async () => {
    const sent: { to: string; subject: string; text: string; html?: string }[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push(message);
      },
    };
    const id = await enqueueMail(
      ctx.database.db,
      { to: 'someone@example.org', subject: 'Hello', text: 'Code 123456', html: '<p>Code 123456</p>' },
      time.now(),
    );
    const sender = createMailSender({
      db: ctx.database.db,
      mailFrom: 'IIIDEM <no-reply@example.org>',
      transport,
      log: pino({ level: 'silent' }),
    });
    expect(await sender.runOnce()).toBe(1);
    expect(sent).toEqual([
      {
        from: 'IIIDEM <no-reply@example.org>',
        to: 'someone@example.org',
        subject: 'Hello',
        text: 'Code 123456',
        html: '<p>Code 123456</p>',
      },
    ]);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text_body: SENT_BODY_PLACEHOLDER, html_body: null });
    expect(await sender.runOnce()).toBe(0);
  });

  it('keeps a mail the SMTP server refused and retries it with a growing delay', async () => {
    let failing = true;
    const delivered: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        if (failing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
        delivered.push(message.to);
      },
    };
    const sender = createMailSender({
      db: ctx.database.db,
      mailFrom: 'a@example.org',
      transport,
      log: pino({ level: 'silent' }),
    });
    const id = await enqueueMail(ctx.database.db, { to: 'retry@example.org', subject: 'S', text: 'T' }, time.now());
    expect(await sender.runOnce()).toBe(0);
    let [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ECONNECTION: connect ECONNREFUSED' });
    expect(row?.next_attempt_at.getTime()).toBe(time.now().getTime() + 5_000);

    time.advanceSeconds(4);
    expect(await sender.runOnce()).toBe(0);
    time.advanceSeconds(1);
    expect(await sender.runOnce()).toBe(0);
    [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at.getTime()).toBe(time.now().getTime() + 10_000);

    failing = false;
    time.advanceSeconds(10);
    expect(await sender.runOnce()).toBe(1);
    expect(delivered).toEqual(['retry@example.org']);
    expect([1, 2, 3, 4, 9, 20].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 900, 900]);
  });

  it('start() and stop() run the loop in the background', async () => {
    const delivered: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        delivered.push(message.to);
      },
    };
    await enqueueMail(ctx.database.db, { to: 'loop@example.org', subject: 'S', text: 'T' }, time.now());
    const sender = createMailSender({
      db: ctx.database.db,
      mailFrom: 'a@example.org',
      transport,
      log: pino({ level: 'silent' }),
      intervalMs: 20,
    });
    sender.start();
    await expect.poll(() => delivered, { timeout: 5000 }).toContain('loop@example.org');
    await sender.stop();
  });
});

describe('an SMTP outage during sign-up', () => {
  it('delays the code mail and loses nothing: the mail arrives once the server is up, and the code works', async () => {
    const port = await freePort();
    const portal = await appWithLog({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail('outage');
      const signup = await postSignup(portal.app, { email_id: email });
      expect(signup.statusCode).toBe(201);
      const sender = createMailSender({
        db: portal.database.db,
        mailFrom: 'IIIDEM Portal <no-reply@iiidem.example>',
        transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
        log: portal.logger,
      });
      // Nothing listens on the port yet.
      expect(await sender.runOnce()).toBe(0);
      const waiting = await latestMail(portal.database.db, email);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });

      const receiver = await startSmtpReceiver(port);
      try {
        time.advanceSeconds(5);
        expect(await sender.runOnce()).toBe(1);
        expect(receiver.received).toHaveLength(1);
        const message = receiver.received[0] ?? '';
        expect(message).toContain(`To: ${email}`);
        expect(message).toContain('Subject: Your IIIDEM sign-up OTP');
        expect(message).toContain('text/plain');
        expect(message).toContain('text/html');
        const code = codeIn(message);
        const verify = await portal.app.inject({
          method: 'POST',
          url: '/api/accounts/signup/verify',
          payload: { attempt_id: signup.json().data.attempt_id, otp: code },
        });
        expect(verify.statusCode).toBe(200);
      } finally {
        await sender.stop();
        await receiver.close();
      }
    } finally {
      await portal.close();
    }
  });
});

describe('logs', () => {
  let portal: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    portal = await appWithLog({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await portal.close();
  });

  it('never hold a code or a password, and record every sign-in success and failure', async () => {
    const db: DatabaseHandle['db'] = portal.database.db;
    const app: AppInstance = portal.app;
    const user = await createVerifiedUser(app, db, { user_pass: 'Logged@Pass42' });
    const codes = [await latestCode(db, user.email)];
    await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: user.email, password: 'Wrong@Pass43', ...(await captcha(app)) },
    });
    const first = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: user.email, password: 'Logged@Pass42', ...(await captcha(app)) },
    });
    const signInCode = await latestCode(db, user.email);
    codes.push(signInCode);
    const wrongCode = signInCode === '000000' ? '111111' : '000000';
    await app.inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: { attempt_id: first.json().data.attempt_id, otp: wrongCode, ...(await captcha(app)) },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: { attempt_id: first.json().data.attempt_id, otp: signInCode, ...(await captcha(app)) },
    });
    expect(signedIn.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: user.email, ...(await captcha(app)) },
    });
    codes.push(await latestCode(db, user.email));

    const log = portal.lines.join('');
    // Codes are digits: look for them as whole numbers, not inside timestamps.
    for (const code of [...codes, wrongCode]) expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
    for (const secret of ['Logged@Pass42', 'Wrong@Pass43', signedIn.json().data.token])
      expect(log).not.toContain(secret);
    const events = portal.lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'sign-in');
    expect(events.map((entry) => entry.outcome)).toEqual(['failed', 'password-accepted', 'succeeded']);
    expect(portal.lines.some((line) => line.includes('Development mail'))).toBe(false);
  });
});

describe('the development mailbox (NODE_ENV=development, no SMTP_URL)', () => {
  let portal: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    portal = await appWithLog({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await portal.close();
  });

  it("prints the code once at info ('Development mail to x: code 123456') and lists the mail at /dev/mailbox", async () => {
    const email = uniqueEmail('dev');
    const signup = await postSignup(portal.app, { email_id: email });
    expect(signup.statusCode).toBe(201);
    const code = await latestCode(portal.database.db, email);
    const mentions = portal.lines.filter((line) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(line));
    expect(mentions).toHaveLength(1);
    const entry = JSON.parse(mentions[0] ?? '{}');
    expect(entry.level).toBe(30);
    expect(entry.msg).toBe(`Development mail to ${email}: code ${code}`);

    const page = await portal.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Development mailbox');
    expect(page.body).toContain(email.replace('@', '@'));
    expect(page.body).toContain(code);
    // Mail stays in the outbox: nothing sends it.
    expect((await latestMail(portal.database.db, email))?.status).toBe('pending');
  });

  it('prints no code outside development (NODE_ENV=test), though the mailbox still lists the mail', async () => {
    const quiet = await appWithLog({});
    try {
      const email = uniqueEmail('quiet');
      expect((await postSignup(quiet.app, { email_id: email })).statusCode).toBe(201);
      const code = await latestCode(quiet.database.db, email);
      expect(quiet.lines.join('')).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
      const page = await quiet.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
      expect(page.body).toContain(code);
    } finally {
      await quiet.close();
    }
  });

  it('escapes what it shows', async () => {
    await enqueueMail(
      portal.database.db,
      { to: 'x@example.org', subject: '<script>alert(1)</script>', text: '<b>' },
      time.now(),
    );
    const page = await portal.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&#60;script&#62;');
  });
});

describe('production', () => {
  it('has no development mailbox and prints no code', async () => {
    const portal = await appWithLog({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: '', PASSWORD_HASH_COST: '17' });
    try {
      const page = await portal.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Development mailbox');
      const answer = await portal.app.inject({ method: 'POST', url: '/api/captcha' });
      expect(answer.statusCode).toBe(201);
    } finally {
      await portal.close();
    }
  });
});
