import { randomBytes } from 'node:crypto';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse, internationalFields, multipart, sampleImage } from '../../../test/support/nominations';
import {
  applicationDomesticDetails as domestic,
  applicationInternationalDetails as international,
} from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { findDuplicatesQuery } from './find-duplicates';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
});

/** A person's own values, unlike anyone else's in the test database. */
function person() {
  const bytes = randomBytes(6);
  const letters = [...bytes].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const digits = String(bytes.readUIntBE(0, 6) % 1e9).padStart(9, '0');
  return { first_name: `Ravi${letters}`, last_name: 'Kumar', dob: '1988-03-04', mobile_no: `9${digits}` };
}

type Person = ReturnType<typeof person>;

/** Applies from a new account with the person's names and mobile (the form takes them from the profile). */
async function applyAs(who: Person): Promise<number> {
  const { dob, ...profile } = who;
  const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2, ...profile });
  const course = await insertCourse(ctx.database.db);
  return applyDomestic(ctx.app, applicant, course.id, { fields: { dob }, photo: false });
}

/** Stored values as typed elsewhere (an imported row, an older form): other case, spaces, a country code. */
function setDomestic(id: number, values: Partial<typeof domestic.$inferInsert>) {
  return ctx.database.db.update(domestic).set(values).where(eq(domestic.application_id, id));
}

function setInternational(id: number, values: Partial<typeof international.$inferInsert>) {
  return ctx.database.db.update(international).set(values).where(eq(international.application_id, id));
}

async function applyInternationalAs(who: Person): Promise<number> {
  const { dob, ...profile } = who;
  const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 4, ...profile });
  const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
  const body = multipart(internationalFields(course.id, { dob }), {
    photo: await sampleImage('jpg'),
    passport_image: await sampleImage('png'),
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/nominations/international',
    headers: { ...body.headers, ...applicant.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function duplicatesOf(id: number) {
  const response = await ctx.app.inject({ url: `/api/admin/applications/${id}/duplicates`, headers: staff.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; matches: string[] }[];
}

describe('GET /api/admin/applications/:id/duplicates', () => {
  it('finds the same name and date of birth, whatever the case and spaces', async () => {
    const me = person();
    const first = await applyAs(me);
    const second = await applyAs({ ...person(), dob: me.dob });
    await setDomestic(second, { first_name: ` ${me.first_name.toUpperCase()} `, last_name: 'ku mar' });
    expect(await duplicatesOf(first)).toEqual([expect.objectContaining({ id: second, matches: ['name_dob'] })]);
    expect(await duplicatesOf(second)).toEqual([expect.objectContaining({ id: first, matches: ['name_dob'] })]);
  });

  it('does not take the same name with another date of birth for the same person', async () => {
    const me = person();
    const first = await applyAs(me);
    await applyAs({ ...person(), first_name: me.first_name, dob: '1979-11-30' });
    expect(await duplicatesOf(first)).toEqual([]);
  });

  it('finds the same mobile (its last ten digits) and the same e-mail (case and spaces aside)', async () => {
    const me = person();
    const first = await applyAs(me);
    await setDomestic(first, { email_id: 'ravi.k@example.org' });
    const byMobile = await applyAs(person());
    await setDomestic(byMobile, { mobile_no: `+91 ${me.mobile_no.slice(0, 5)} ${me.mobile_no.slice(5)}` });
    const byEmail = await applyAs(person());
    await setDomestic(byEmail, { email_id: ' Ravi.K@Example.org' });
    expect(await duplicatesOf(first)).toEqual([
      expect.objectContaining({ id: byEmail, matches: ['email'] }),
      expect.objectContaining({ id: byMobile, matches: ['mobile'] }),
    ]);
    expect(await duplicatesOf(byEmail)).toEqual([expect.objectContaining({ id: first, matches: ['email'] })]);
    expect(await duplicatesOf(byMobile)).toEqual([expect.objectContaining({ id: first, matches: ['mobile'] })]);
  });

  it('finds the same passport number, and the same person across the domestic and international forms', async () => {
    const me = person();
    const first = await applyInternationalAs(me);
    await setInternational(first, { passport_no: 'K 1234 567' });
    const second = await applyInternationalAs(person());
    await setInternational(second, { passport_no: 'k1234567' });
    const domesticTwin = await applyAs({ ...person(), first_name: me.first_name, dob: me.dob });
    expect(await duplicatesOf(first)).toEqual([
      expect.objectContaining({ id: domesticTwin, matches: ['name_dob'] }),
      expect.objectContaining({ id: second, matches: ['passport'] }),
    ]);
  });

  it('leaves out the same account applying to another course, lists every reason of a match, strongest first', async () => {
    const me = person();
    const { dob, ...profile } = me;
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2, ...profile });
    const apply = async () =>
      applyDomestic(ctx.app, applicant, (await insertCourse(ctx.database.db)).id, { fields: { dob }, photo: false });
    const first = await apply();
    await apply();
    expect(await duplicatesOf(first)).toEqual([]);
    const twin = await applyAs(me);
    const sameMobile = await applyAs({ ...person(), mobile_no: me.mobile_no });
    expect(await duplicatesOf(first)).toEqual([
      expect.objectContaining({ id: twin, matches: ['name_dob', 'mobile'] }),
      expect.objectContaining({ id: sameMobile, matches: ['mobile'] }),
    ]);
  });

  it('marks the rows of the list that have a possible duplicate, and only those', async () => {
    const me = person();
    const first = await applyAs(me);
    const twin = await applyAs({ ...person(), first_name: me.first_name, dob: me.dob });
    const alone = await applyAs({ ...person(), first_name: me.first_name, dob: '1970-01-01' });
    const response = await ctx.app.inject({
      url: `/api/admin/applications?q=${me.first_name}&page_size=50`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const marks = Object.fromEntries(
      response
        .json()
        .data.applications.map((row: { id: number; possible_duplicate: boolean }) => [row.id, row.possible_duplicate]),
    );
    expect(marks).toEqual({ [first]: true, [twin]: true, [alone]: false });
  });

  it('reads the expression indexes (each key of each form has its index)', async () => {
    const id = await applyAs(person());
    const { db } = ctx.database;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await db.execute(sql`explain ${findDuplicatesQuery(id)}`);
      const text = (plan as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(' '))
        .join('\n');
      for (const index of [
        'application_domestic_name_dob_key_idx',
        'application_domestic_mobile_key_idx',
        'application_domestic_email_key_idx',
        'application_international_name_dob_key_idx',
        'application_international_mobile_key_idx',
        'application_international_email_key_idx',
        'application_international_passport_key_idx',
      ]) {
        expect(text, index).toContain(index);
      }
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });

  it('answers 404 for an unknown application, 400 for a bad id, 403 for an applicant, 401 without a session', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/admin/applications/99999999/duplicates', headers: staff.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/admin/applications/abc/duplicates', headers: staff.headers })).statusCode,
    ).toBe(400);
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    const id = await applyAs(person());
    expect(
      (await ctx.app.inject({ url: `/api/admin/applications/${id}/duplicates`, headers: applicant.headers }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/admin/applications/${id}/duplicates` })).statusCode).toBe(401);
  });
});
