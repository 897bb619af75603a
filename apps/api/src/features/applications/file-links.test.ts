import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API_ERRORS } from '@iiidem/shared/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { buildPdf } from '../../db/seed/minimal-pdf';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { createTestDatabase } from '../../db/test-database';
import { fileLinkSecretPath } from '../../lib/files/file-link-secret';
import { createLoggerOptions } from '../../lib/logger';
import { newPrivateFileKey, privateFilesOf } from '../../lib/private-files';

/** The server's file link secret in these tests: it must never reach the database or a log line. */
const SECRET = 'file-link-secret-for-tests-0123456789abcdef';

type Portal = { app: AppInstance; lines: string[]; dataDir: string };

/** A whole app whose log lines (at info) are kept, on `database`, in `dataDir`. */
async function portal(database: DatabaseHandle, dataDir: string, env: Record<string, string> = {}): Promise<Portal> {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SEED_DEMO_CONTENT: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...SIGN_IN_TEST_ENV,
    ...env,
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database, loggerInstance: pino(createLoggerOptions(config), stream) });
  await app.ready();
  return { app, lines, dataDir };
}

/** The rows of a raw query (PGlite and pg both answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table of the portal, as text. */
async function wholeDatabaseAsText(db: Database): Promise<string> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(db, sql`select t::text as row from ${sql.identifier(table)} t`);
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join('\n');
}

async function latestSession(db: Database, userId: number) {
  const [row] = await db
    .select({ id: sessions.id, token_hash: sessions.token_hash })
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (!row) throw new Error('no session');
  return row;
}

/** How links were signed before: with the session's stored token hash (which a log line could give away). */
function oldStyleLink(key: string, session: { id: number; token_hash: string }, expires: number): string {
  const signature = createHmac('sha256', session.token_hash).update(`${key}\n${expires}`).digest('hex');
  return `/api/private-files/${key}?session=${session.id}&expires=${expires}&signature=${signature}`;
}

const refused = { success: false, message: API_ERRORS.unauthorized };

describe('signed private-file links (FILE_LINK_SECRET)', () => {
  let database: DatabaseHandle;
  let site: Portal;
  let user: SignedInUser;
  let photoKey: string;
  let otherKey: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await portal(database, await mkdtemp(path.join(os.tmpdir(), 'iiidem-links-')), { FILE_LINK_SECRET: SECRET });
    await ensureReferenceData(database.db);
    user = await signInAs(site.app, database.db, { user_type: 2 });
    const files = privateFilesOf(site.app.files);
    photoKey = newPrivateFileKey('nominations', user.id, 'jpg');
    otherKey = newPrivateFileKey('nominations', user.id, 'pdf');
    await files.write(photoKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await files.write(otherKey, buildPdf('Passport', ['Test']));
  });

  afterAll(async () => {
    await site?.app.close();
    await database?.close();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('opens a file with a link signed for the live session, without a bearer header', async () => {
    const session = await latestSession(database.db, user.id);
    const link = site.app.fileLinks.sign(photoKey, { id: session.id }, new Date());
    const response = await site.app.inject({ url: link });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  });

  it('refuses a link signed with the session token hash (the old way) with 401', async () => {
    const session = await latestSession(database.db, user.id);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const response = await site.app.inject({ url: oldStyleLink(photoKey, session, expires) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refused);
  });

  it('refuses a link used for another file, another session or after it expired', async () => {
    const first = await latestSession(database.db, user.id);
    const link = site.app.fileLinks.sign(photoKey, { id: first.id }, new Date());

    const forOtherFile = link.replace(photoKey, otherKey);
    expect((await site.app.inject({ url: forOtherFile })).json()).toEqual(refused);

    // Another live session (another user's): the signature names the first one.
    const someoneElse = await signInAs(site.app, database.db, { user_type: 2 });
    const second = await latestSession(database.db, someoneElse.id);
    const forOtherSession = link.replace(`session=${first.id}`, `session=${second.id}`);
    const otherSessionAnswer = await site.app.inject({ url: forOtherSession });
    expect(otherSessionAnswer.statusCode).toBe(401);
    expect(otherSessionAnswer.json()).toEqual(refused);

    const expired = site.app.fileLinks.sign(photoKey, { id: first.id }, new Date(Date.now() - 16 * 60_000));
    const expiredAnswer = await site.app.inject({ url: expired });
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json()).toEqual(refused);

    const later = link.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 3600}`);
    expect((await site.app.inject({ url: later })).statusCode).toBe(401);
  });

  it('signs the certificate links of My Courses with the secret', async () => {
    const course = await insertCourse(database.db);
    const id = await applyDomestic(site.app, user, course.id, { photo: false });
    await database.db
      .update(applications)
      .set({ completed_at: new Date(), certificate_pdf: otherKey })
      .where(eq(applications.id, id));
    const completed = await site.app.inject({ url: '/api/applications/completed', headers: user.headers });
    const [row] = completed.json().data;
    const { searchParams } = new URL(row.certificate_pdf, 'http://portal');
    const session = await latestSession(database.db, user.id);
    const expires = Number(searchParams.get('expires'));
    const expected = createHmac('sha256', SECRET)
      .update(`private-file\n${session.id}\n${otherKey}\n${expires}`)
      .digest('hex');
    expect(searchParams.get('signature')).toBe(expected);
    expect((await site.app.inject({ url: row.certificate_pdf })).statusCode).toBe(200);
  });

  it('never writes the secret to the database or the log', async () => {
    expect(await wholeDatabaseAsText(database.db)).not.toContain(SECRET);
    const logged = site.lines.join('');
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain(SECRET);
  });
});

describe('without FILE_LINK_SECRET', () => {
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-links-generated-'));
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a secret once under DATA_DIR (0600) that keeps links valid across a restart, and stores it nowhere else', async () => {
    const first = await portal(database, dataDir);
    await ensureReferenceData(database.db);
    const user = await signInAs(first.app, database.db, { user_type: 2 });
    const key = newPrivateFileKey('nominations', user.id, 'jpg');
    await privateFilesOf(first.app.files).write(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const session = await latestSession(database.db, user.id);
    const link = first.app.fileLinks.sign(key, { id: session.id }, new Date());
    expect((await first.app.inject({ url: link })).statusCode).toBe(200);
    await first.app.close();

    const file = fileLinkSecretPath(dataDir);
    expect(file).toBe(path.join(dataDir, 'secrets', 'file-link-secret'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    // The same DATA_DIR after a restart: the same secret, so the link still works.
    const restarted = await portal(database, dataDir);
    try {
      expect((await restarted.app.inject({ url: link })).statusCode).toBe(200);
      expect((await readFile(file, 'utf8')).trim()).toBe(secret);
      // Another DATA_DIR (another instance without FILE_LINK_SECRET) has its own secret: the link is refused there.
      const elsewhere = await portal(database, await mkdtemp(path.join(os.tmpdir(), 'iiidem-links-elsewhere-')));
      try {
        expect((await elsewhere.app.inject({ url: link })).statusCode).toBe(401);
      } finally {
        await elsewhere.app.close();
        await rm(elsewhere.dataDir, { recursive: true, force: true });
      }
      expect(await wholeDatabaseAsText(database.db)).not.toContain(secret);
      expect([...first.lines, ...restarted.lines].join('')).not.toContain(secret);
    } finally {
      await restarted.app.close();
    }
  });
});
