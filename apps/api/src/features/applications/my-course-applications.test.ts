import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let applicant: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
  other = await signInAs(ctx.app, ctx.database.db, { user_type: 3 });
});

const byCourse = (user?: SignedInUser, query = '') =>
  ctx.app.inject({ url: `/api/applications/by-course${query}`, headers: user ? user.headers : {} });

describe('GET /api/applications/by-course (issue 17)', () => {
  it("gives the caller's application per course with its status and whether it is completed, never cached", async () => {
    const db = ctx.database.db;
    const first = await insertCourse(db);
    const second = await insertCourse(db);
    const firstId = await applyDomestic(ctx.app, applicant, first.id, { photo: false });
    const secondId = await applyDomestic(ctx.app, applicant, second.id, { photo: false });
    await db
      .update(applications)
      .set({ application_status: 2, completed_at: new Date() })
      .where(eq(applications.id, secondId));
    await applyDomestic(ctx.app, other, first.id, { photo: false });

    const response = await byCourse(applicant);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: [
        { course_id: first.id, application_id: firstId, application_status: 1, completed: false },
        { course_id: second.id, application_id: secondId, application_status: 2, completed: true },
      ],
    });
  });

  it('answers an empty list to an applicant who has not applied', async () => {
    const fresh = await signInAs(ctx.app, ctx.database.db, { user_type: 4 });
    expect((await byCourse(fresh)).json()).toEqual({ success: true, data: [] });
  });

  it('needs a session (401) and takes no query (400), in the one error shape', async () => {
    const anonymous = await byCourse();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
    const query = await byCourse(applicant, '?course_id=1');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
