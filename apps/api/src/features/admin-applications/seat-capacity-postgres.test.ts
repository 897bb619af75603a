import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { insertCourse } from '../../../test/support/nominations';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from '../../../test/support/server-database';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { ensureReferenceData } from '../../db/seed/reference-data';

/**
 * Seats under real concurrency (issue 19): PGlite runs one transaction at a time, so these races run on a
 * PostgreSQL server with a pool, where approvals of the last seats truly overlap.
 */
describe('approving the last seats at once on PostgreSQL', () => {
  let database: ServerDatabase;
  let instance: ServerInstance;
  let staff: SignedInUser;
  beforeAll(async () => {
    database = await createServerDatabase();
    instance = await startInstance(database.url, SIGN_IN_TEST_ENV);
    await ensureReferenceData(instance.database.db);
    staff = await signInAs(instance.app, instance.database.db, { role: 'staff' });
  });
  afterAll(async () => {
    await instance?.close();
    await database?.drop();
  });

  async function courseWithApplications(capacity: number, count: number) {
    const db = instance.database.db;
    const course = await insertCourse(db);
    await db.update(courses).set({ capacity }).where(eq(courses.id, course.id));
    const batch = randomBytes(4).toString('hex');
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          user_type: 2 as const,
          first_name: 'Asha',
          last_name: `Verma ${index + 1}`,
          email_id: `race.${batch}.${index}@example.org`,
          password_hash: 'not-a-usable-hash',
          verified_at: new Date(),
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(applications)
      .values(people.map((person) => ({ user_id: person.id, course_id: course.id, form: 'domestic' as const })))
      .returning({ id: applications.id });
    return { courseId: course.id, ids: rows.map((row) => row.id) };
  }

  function send(url: string, payload: Record<string, unknown>) {
    return instance.app.inject({ method: 'POST', url: `/api${url}`, headers: staff.headers, payload });
  }

  async function approvedOf(ids: number[]) {
    const rows = await instance.database.db
      .select({ status: applications.application_status })
      .from(applications)
      .where(inArray(applications.id, ids));
    return rows.filter((row) => row.status === 2).length;
  }

  it('gives 2 seats to 2 of 8 single approvals sent at once; the other 6 are refused with 409', async () => {
    const { ids } = await courseWithApplications(2, 8);
    const answers = await Promise.all(ids.map((id) => send(`/admin/applications/${id}/status`, { status: 2 })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
    expect(await approvedOf(ids)).toBe(2);
  });

  it('gives 3 seats once across 4 bulk approvals at once, waitlisting the rest', async () => {
    const { ids } = await courseWithApplications(3, 8);
    const answers = await Promise.all(
      [0, 2, 4, 6].map((start) =>
        send('/admin/applications/bulk-status', { ids: ids.slice(start, start + 2), status: 2 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await approvedOf(ids)).toBe(3);
    const waitlisted = answers.flatMap((answer) => answer.json().data.waitlisted_ids);
    expect(waitlisted).toHaveLength(5);
  });

  it('runs a promotion and approvals at once without a deadlock: one seat, one winner, no 5xx', async () => {
    const { courseId, ids } = await courseWithApplications(2, 6);
    const [a, b, c, ...rest] = ids as [number, number, number, ...number[]];
    await send(`/admin/applications/${a}/status`, { status: 2 });
    await send(`/admin/applications/${b}/status`, { status: 2 });
    await send(`/admin/applications/${c}/status`, { status: 4 });
    await send(`/admin/applications/${a}/status`, { status: 3 });
    const answers = await Promise.all([
      send(`/admin/applications/courses/${courseId}/promote`, { application_id: c }),
      ...rest.map((id) => send(`/admin/applications/${id}/status`, { status: 2 })),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(await approvedOf(ids)).toBe(2);
  });
});
