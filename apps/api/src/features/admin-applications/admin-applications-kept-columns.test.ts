import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import { applicationDomesticDetails, applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';

/**
 * The applicant's user type and the searched names live on the application row, written by database
 * triggers (migration 0004, issue 13): the filter and the search follow every change of the account or the
 * nomination form, however the row was written.
 */

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
let courseB: { id: number };
let applied: number;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Meena', last_name: 'Pillai' });
  const courseA = await insertCourse(db, { name: 'Alpha Course' });
  courseB = await insertCourse(db, { name: 'Beta Course' });
  applied = await applyDomestic(ctx.app, applicant, courseA.id);
  // The submit copies the account's names onto the form; a nomination may name someone else.
  await db
    .update(applicationDomesticDetails)
    .set({ first_name: 'Kavya', last_name: 'Raman', email_id: 'kavya.raman@example.org' })
    .where(eq(applicationDomesticDetails.application_id, applied));
});

async function ids(query: string): Promise<number[]> {
  const response = await ctx.app.inject({ url: `/api/admin/applications${query}`, headers: staff.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.applications.map((row: { id: number }) => row.id);
}

function setAccount(values: Partial<typeof users.$inferInsert>) {
  return ctx.database.db.update(users).set(values).where(eq(users.id, applicant.id));
}

describe('the applicant type and the searched names kept on the application', () => {
  it('finds the submitted application by the account and by the nomination form', async () => {
    expect(await ids('?user_type=2')).toEqual([applied]);
    expect(await ids('?user_type=3')).toEqual([]);
    for (const q of ['meena pillai', applicant.email, 'Kavya', 'RAMAN', 'kavya.raman@']) {
      expect(await ids(`?q=${encodeURIComponent(q)}`)).toEqual([applied]);
    }
  });

  it('follows a change of the account type to the filter', async () => {
    await setAccount({ user_type: 3 });
    expect(await ids('?user_type=3')).toEqual([applied]);
    expect(await ids('?user_type=2')).toEqual([]);
    await setAccount({ user_type: 2 });
    expect(await ids('?user_type=2')).toEqual([applied]);
  });

  it("follows a change of the account's name or e-mail to the search", async () => {
    await setAccount({ last_name: 'Iyengar', email_id: 'meena.new@example.org' });
    expect(await ids('?q=meena%20iyengar')).toEqual([applied]);
    expect(await ids('?q=meena.new')).toEqual([applied]);
    expect(await ids('?q=pillai')).toEqual([]);
    expect(await ids(`?q=${encodeURIComponent(applicant.email)}`)).toEqual([]);
    await setAccount({ last_name: 'Pillai', email_id: applicant.email });
    expect(await ids('?q=pillai')).toEqual([applied]);
  });

  it("follows a change or removal of the nomination form's names to the search", async () => {
    await ctx.database.db
      .update(applicationDomesticDetails)
      .set({ last_name: 'Subramanian' })
      .where(eq(applicationDomesticDetails.application_id, applied));
    expect(await ids('?q=subramanian')).toEqual([applied]);
    expect(await ids('?q=raman')).toEqual([applied]); // within Subramanian
    expect(await ids('?q=kavya%20subra')).toEqual([]); // the form's first and last names are separate parts
    await ctx.database.db
      .delete(applicationDomesticDetails)
      .where(eq(applicationDomesticDetails.application_id, applied));
    expect(await ids('?q=kavya')).toEqual([]);
    expect(await ids('?q=meena')).toEqual([applied]);
  });

  it('fills both for an application stored without the API', async () => {
    const [stored] = await ctx.database.db
      .insert(applications)
      .values({ user_id: applicant.id, course_id: courseB.id, form: 'domestic' })
      .returning({ id: applications.id });
    expect(await ids('?user_type=2&q=meena%20pillai')).toEqual([stored?.id, applied]);
  });

  it('never matches across two parts', async () => {
    // The account's full name, its e-mail, then the form's first name, last name and e-mail.
    expect(await ids(`?q=${encodeURIComponent(`pillai${applicant.email.slice(0, 4)}`)}`)).toEqual([]);
    expect(await ids(`?q=${encodeURIComponent(`${applicant.email.slice(-4)}kavya`)}`)).toEqual([]);
    expect(await ids('?q=kavyaraman')).toEqual([]);
    // The parts are joined by a control character, which a search may not hold.
    const response = await ctx.app.inject({ url: '/api/admin/applications?q=pillai%01', headers: staff.headers });
    expect(response.statusCode).toBe(400);
  });
});
