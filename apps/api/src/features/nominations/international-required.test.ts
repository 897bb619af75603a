import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { istCalendarDate } from '@iiidem/shared/dates';
import { internationalNominationSchema } from '@iiidem/shared/nominations/international';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { insertCourse, internationalFields, multipart } from '../../../test/support/nominations';
import { applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';

/**
 * Spec 2 §5 (issue 17, spec item 7): the international form's asterisks mark required fields and "the server checks
 * emptiness". The browser checks them too; a client that skips those checks gets the same messages from the server.
 */

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

let international: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  international = await signInAs(ctx.app, ctx.database.db, { user_type: 4, mobile_no: '2348012345678' });
});

/** The asterisked fields and the messages the form shows under them. */
const REQUIRED = {
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  gender: 'Please select a gender',
  birth_country: 'Please select the country of birth.',
  nationality: 'Please select the nationality.',
  marital_status: 'Please select the marital status.',
  primary_email: 'Email is required.',
  country_code: 'Please select the country code.',
  mobile: 'Mobile number is required.',
  blood_group: 'Please select the blood group.',
} as const;

function submit(fields: Record<string, string>) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/nominations/international',
    headers: { ...body.headers, ...international.headers },
    payload: body.payload,
  });
}

async function storedApplications() {
  return ctx.database.db.select().from(applications).where(eq(applications.user_id, international.id));
}

/** The server's field errors as { path: msg }. */
async function fieldErrors(response: Awaited<ReturnType<typeof submit>>): Promise<Record<string, string>> {
  const body = response.json() as { success: boolean; errors: { path: string; msg: string }[] };
  expect(body.success).toBe(false);
  return Object.fromEntries(body.errors.map((error) => [error.path, error.msg]));
}

describe('POST /api/nominations/international: the server checks emptiness (spec 2 §5)', () => {
  it("answers 400 with the form's own message under each asterisked field sent empty, storing nothing", async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const blanks = Object.fromEntries(Object.keys(REQUIRED).map((name) => [name, '']));
    const response = await submit(internationalFields(course.id, blanks));
    expect(response.statusCode).toBe(400);
    expect(await fieldErrors(response)).toEqual(REQUIRED);
    expect(await storedApplications()).toEqual([]);
  });

  it('counts spaces, tabs and line breaks as empty', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const spaces = Object.fromEntries(Object.keys(REQUIRED).map((name) => [name, ' \t \r\n ']));
    const response = await submit(internationalFields(course.id, spaces));
    expect(response.statusCode).toBe(400);
    expect(await fieldErrors(response)).toEqual(REQUIRED);
  });

  it('answers the same messages for fields left out of the request altogether', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const fields = internationalFields(course.id);
    for (const name of Object.keys(REQUIRED)) delete fields[name];
    const response = await submit(fields);
    expect(response.statusCode).toBe(400);
    expect(await fieldErrors(response)).toEqual(REQUIRED);
    expect(await storedApplications()).toEqual([]);
  });

  it('says what the browser says: the shared form schema gives these messages for the same empty fields', () => {
    const blanks = Object.fromEntries(Object.keys(REQUIRED).map((name) => [name, '']));
    const result = internationalNominationSchema(istCalendarDate(new Date())).safeParse({
      ...internationalFields(1, blanks),
      course_id: undefined,
    });
    const browser = Object.fromEntries(
      (result.error?.issues ?? [])
        .filter((issue) => String(issue.path[0]) in REQUIRED)
        .map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(browser).toEqual(REQUIRED);
  });

  it('answers a required field holding only a NUL character with a 400 under that field, never a 5xx', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const response = await submit(internationalFields(course.id, { last_name: '\u0000', blood_group: '\u0000' }));
    expect(response.statusCode).toBe(400);
    // The request is refused at the first such field, with the message that says what to fix.
    expect(await fieldErrors(response)).toEqual({
      last_name: 'Remove the control character or invalid character from this field.',
    });
    expect(await storedApplications()).toEqual([]);
  });

  it('still stores a nomination whose optional fields are all empty', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const response = await submit(internationalFields(course.id, { nominating_country: '', reason_for_applying: '' }));
    expect(response.statusCode).toBe(201);
    expect(await storedApplications()).toHaveLength(1);
  });
});
