import { API_ERRORS } from '@iiidem/shared/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../test/sign-in-as';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from '../../test/support/server-database';
import { courses } from '../db/schema/courses';
import { ensureReferenceData } from '../db/seed/reference-data';
import { PUBLIC_READS_CHANNEL } from './public-cache';

/**
 * Two instances on one PostgreSQL database: a back-office write through one shows in the other's public answers,
 * which it learns of by LISTEN/NOTIFY (waited for as an event, without sleeping).
 */
let database: ServerDatabase;
let writer: ServerInstance;
let reader: ServerInstance;
let staff: SignedInUser;

beforeAll(async () => {
  database = await createServerDatabase();
  const env = { ...SIGN_IN_TEST_ENV, FILE_LINK_SECRET: 'public-reads-share-this-file-link-secret-0123456789' };
  writer = await startInstance(database.url, env);
  reader = await startInstance(database.url, env);
  await ensureReferenceData(writer.database.db);
  staff = await signInAs(writer.app, writer.database.db, { role: 'staff' });
});

afterAll(async () => {
  await Promise.all([writer?.close(), reader?.close()]);
  await database?.drop();
});

describe('public reads on two instances', () => {
  it("shows a back-office write through one instance in the other's next public answer", async () => {
    const [course] = await writer.database.db
      .insert(courses)
      .values({ course_name: 'Shared course', start_from: '2030-04-01', end_to: '2030-04-05', program_type_id: 1 })
      .returning({ id: courses.id });
    const id = course?.id as number;
    reader.app.publicReads.invalidate('courses');
    const before = await reader.app.inject(`/api/courses/${id}`);
    expect(before.statusCode).toBe(200);
    expect((await reader.app.inject(`/api/courses/${id}`)).body).toBe(before.body);

    const heard = reader.app.publicReads.nextInvalidation('courses');
    const written = await writer.app.inject({
      method: 'PATCH',
      url: `/api/admin/courses/${id}/published`,
      headers: staff.headers,
      payload: { published: false },
    });
    expect(written.statusCode).toBe(200);
    await heard;
    const after = await reader.app.inject({
      url: `/api/courses/${id}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it('never matches one instance’s ETag on the other', async () => {
    const fromWriter = await writer.app.inject('/api/vacancies');
    const fromReader = await reader.app.inject({
      url: '/api/vacancies',
      headers: { 'if-none-match': String(fromWriter.headers.etag) },
    });
    expect(fromReader.statusCode).toBe(200);
    expect(fromReader.body).toBe(fromWriter.body);
  });

  it('stops answering from memory while it cannot hear the others, and starts afresh once it hears them again', async () => {
    await reader.app.inject('/api/vacancies');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const version = reader.app.publicReads.version('vacancies');
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = $1 and pid <> pg_backend_pid()`,
        [`LISTEN ${PUBLIC_READS_CHANNEL}`],
      );
      expect(rowCount).toBe(2);
      await vi.waitFor(() => expect(reader.app.publicReads.usable).toBe(false), { timeout: 5000 });
      const uncached = await reader.app.inject('/api/vacancies');
      expect(uncached.statusCode).toBe(200);
      expect(String(uncached.headers.etag)).not.toMatch(/^W\/"vacancies-/);
      await vi.waitFor(() => expect(reader.app.publicReads.usable).toBe(true), { timeout: 5000 });
      expect(reader.app.publicReads.version('vacancies')).toBeGreaterThan(version);
    } finally {
      await admin.end();
    }
  });
});
