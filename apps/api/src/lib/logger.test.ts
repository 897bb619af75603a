import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API_ERRORS } from '@iiidem/shared/messages';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { sessions } from '../db/schema/accounts';
import { createTestDatabase } from '../db/test-database';
import { createLoggerOptions, createRequestLogger, safeErrorMessage, serializeError } from './logger';

/** What a stolen log line must not give away: it stands for a session-token hash passed as a query parameter. */
const SECRET = 'f00dfeedcafe0123456789abcdef0123456789abcdef0123456789abcdef9999';

describe('logging a failed database query', () => {
  let app: AppInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  let logger: pino.Logger;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-logger-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO_CONTENT: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logger = pino(createLoggerOptions(config), stream);
    app = await buildApp({ config, database, loggerInstance: logger });
    // A real query that fails on the server (no such user: foreign key), with the secret among its parameters.
    app.get('/test/failing-insert', async () => {
      const now = new Date();
      await database.db
        .insert(sessions)
        .values({ token_hash: SECRET, user_id: 2_000_000_000, created_at: now, last_seen_at: now, expires_at: now });
      return { success: true };
    });
    // PostgreSQL quotes the bad value in its own message: 'invalid input syntax for type integer: "..."'.
    app.get('/test/failing-cast', async () => {
      await database.db.execute(sql`select ${SECRET}::integer`);
      return { success: true };
    });
    app.get('/test/logging-route', async (request) => {
      request.log.info({ user: { password: SECRET }, token: SECRET }, 'route logged');
      return { success: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const logged = () => lines.join('');

  it('answers 500 and logs the SQL text, code and constraint, but neither the parameters nor their values', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/test/failing-insert' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.internal, requestId: expect.any(String) });

    const text = logged();
    expect(text).toContain('request failed');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('params');
    // Still enough to diagnose: the statement (placeholders only), the SQLSTATE and the constraint's name.
    const entry = JSON.parse(lines.find((line) => line.includes('request failed')) ?? '{}');
    expect(entry.err.query).toMatch(/^insert into "sessions" \(.*\) values \(default, \$1, \$2/);
    expect(entry.err.message).toMatch(/^Failed query: insert into "sessions"/);
    expect(entry.err.cause).toMatchObject({ code: '23503', constraint: 'sessions_user_id_users_id_fk' });
    // The driver's detail ('Key (user_id)=(2000000000) is not present...') holds values too.
    expect(text).not.toContain('2000000000');
    expect(text).not.toContain('Key (user_id)');
  });

  it('hides the value PostgreSQL quotes in its own message, keeping the code', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/test/failing-cast' });
    expect(response.statusCode).toBe(500);
    const text = logged();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('params');
    const entry = JSON.parse(lines.find((line) => line.includes('request failed')) ?? '{}');
    expect(entry.err.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[value hidden]"',
    });
  });

  it("logs a request's lines with its request id, and redacts what its route logs", async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/test/logging-route' });
    expect(response.statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line));
    const routeLine = entries.find((entry) => entry.msg === 'route logged');
    expect(routeLine).toMatchObject({ user: { password: '[redacted]' }, token: '[redacted]' });
    expect(routeLine.reqId).toBe(response.headers['x-request-id']);
    expect(entries.filter((entry) => entry.reqId === routeLine.reqId).map((entry) => entry.msg)).toEqual([
      'incoming request',
      'route logged',
      'request completed',
    ]);
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('keeps parameters out of every other way of logging the same error', async () => {
    const error = await database.db.execute(sql`select ${SECRET}::integer`).catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain(SECRET);
    lines.length = 0;
    logger.error({ err: error }, 'as err');
    logger.error({ error }, 'as error');
    logger.error((error as Error).message);
    logger.warn(`Could not do it: ${(error as Error).message}`);
    const text = logged();
    expect(lines).toHaveLength(4);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('params');
    expect(safeErrorMessage(error)).toBe('Failed query: select $1::integer');
    expect(JSON.stringify(serializeError(error))).not.toContain(SECRET);
  });
});

describe('createRequestLogger', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = { logLevel: 'info', nodeEnv: 'test' } as const;
    return { lines, logger: pino(createLoggerOptions(config), stream) };
  }

  it('binds a request id as pino would, and redacts what is logged through the child', () => {
    const { lines, logger } = capture();
    const child = createRequestLogger.call(undefined as never, logger, { reqId: 'req-"7"' }, {}, undefined as never);
    child.info({ password: SECRET, nested: { token: SECRET } }, 'hello');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      reqId: 'req-"7"',
      password: '[redacted]',
      nested: { token: '[redacted]' },
      msg: 'hello',
    });
    expect((child as unknown as pino.Logger).bindings()).toEqual({ reqId: 'req-"7"' });
  });

  it('passes a binding a redaction path names, or one that is not a string or number, through the redaction', () => {
    const { lines, logger } = capture();
    const bindings = { token: SECRET, data: { password: SECRET } };
    createRequestLogger.call(undefined as never, logger, bindings, {}, undefined as never).info('hi');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ token: '[redacted]', data: { password: '[redacted]' } });
  });
});

describe('serializeError', () => {
  it('keeps identifiers PostgreSQL quotes (constraint, relation, column) and hides quoted values', () => {
    const error = Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: '22003' });
    expect(serializeError(error)).toMatchObject({
      message: 'value "[value hidden]" is out of range for type integer',
      code: '22003',
    });
    const named = new Error('duplicate key value violates unique constraint "users_email_id_unique"');
    expect(serializeError(named)).toMatchObject({ message: named.message });
    const column = new Error('null value in column "title" of relation "courses" violates not-null constraint');
    expect(serializeError(column)).toMatchObject({ message: column.message });
  });

  it('drops fields that may hold values (params, detail, where, internalQuery) and keeps the stack frames', () => {
    const error = Object.assign(new Error('boom'), {
      params: [SECRET],
      detail: `Key (token_hash)=(${SECRET}) already exists.`,
      where: SECRET,
      internalQuery: SECRET,
      code: '23505',
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(JSON.stringify(serialized)).not.toContain(SECRET);
    expect(serialized).toMatchObject({ type: 'Error', message: 'boom', code: '23505' });
    expect(serialized.stack).toMatch(/^Error: boom\n\s+at /);
  });
});

describe('request logs', () => {
  it('hide the signature of a signed private-file link', () => {
    const lines: string[] = [];
    const logger = pino(
      createLoggerOptions({ logLevel: 'info', nodeEnv: 'test' }),
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const signature = 'ab'.repeat(32);
    logger.info({ req: { method: 'GET', url: `/api/private-files/x?session=1&signature=${signature}&expires=9` } });
    expect(lines.join('')).not.toContain(signature);
    expect(JSON.parse(lines[0] ?? '{}').req.url).toBe('/api/private-files/x?session=1&signature=[redacted]&expires=9');
  });
});
