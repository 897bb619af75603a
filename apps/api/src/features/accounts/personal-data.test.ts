import { PERSONAL_DATA_MESSAGES } from '@iiidem/shared/accounts/personal-data';
import { eq, getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in-as';
import {
  bearer,
  captcha,
  postSignup,
  signupBody,
  uniqueEmail,
  useAccountTestApp,
} from '../../../test/support/accounts';
import { type Person, personWithData, requestDeletion } from '../../../test/support/personal-data';
import * as schema from '../../db/schema';
import { users } from '../../db/schema/accounts';
import { HASHED_VALUE } from './export-personal-data';

const { ctx } = useAccountTestApp();

/**
 * Tables that refer to an account or an application but hold no one's personal data beyond the staff member who
 * made a change (their own account's export is not about those rows), or data about the public, not a person.
 * A new table that refers to a person must be exported (export-personal-data.ts) or listed here with its reason.
 */
const NOT_ABOUT_THE_PERSON: Record<string, string> = {
  site_pages: 'who last edited a page (staff)',
  site_page_revisions: 'who published a revision (staff)',
  site_settings: 'who last saved the settings (staff)',
  people: 'public entries staff keep about officials, not accounts',
  training_document_sessions: 'who uploaded training documents (staff)',
  training_document_files: 'training documents (staff)',
  press_news: 'who published news (staff)',
  photos: 'who uploaded a photo (staff)',
  videos: 'who uploaded a video (staff)',
  vacancies: 'who published a vacancy (staff)',
  courses: 'who created a course (staff)',
  trainings: 'who created a training (staff)',
  course_coordinators: 'which staff coordinate a course (staff)',
  staff_notification_settings: "a staff member's choice of e-mails (staff)",
};

const allTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));

/** Tables that hold rows about a person: they refer to users (or to such a table), or keep an e-mail address. */
function personTables(): string[] {
  const about = new Set<string>(['users']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of allTables) {
      const name = getTableName(table);
      if (about.has(name) || NOT_ABOUT_THE_PERSON[name]) continue;
      const config = getTableConfig(table);
      const refers = config.foreignKeys.some((key) => about.has(getTableName(key.reference().foreignTable)));
      const keepsAddress = config.columns.some((column) => /(^|_)(email|mail|email_id|to_address)$/.test(column.name));
      if (refers || keepsAddress) {
        about.add(name);
        grew = true;
      }
    }
  }
  return [...about].sort();
}

async function exportOf(person: Pick<Person, 'headers'>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/personal-data', headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: response.json() };
}

describe('consent at sign-up (DPDP Act 2023)', () => {
  it(`answers '${PERSONAL_DATA_MESSAGES.consentRequired}' when the consent box is not ticked, and stores nothing`, async () => {
    for (const consent of [undefined, false, 'true', 1, null]) {
      const email = uniqueEmail('no-consent');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: { ...signupBody({ email_id: email, consent }), ...(await captcha(ctx.app)) },
      });
      expect(response.statusCode, String(consent)).toBe(400);
      expect(response.json().errors).toContainEqual({ path: 'consent', msg: PERSONAL_DATA_MESSAGES.consentRequired });
      expect(await ctx.database.db.select().from(users).where(eq(users.email_id, email))).toEqual([]);
    }
  });

  it('records when the consent was given', async () => {
    const email = uniqueEmail('consent');
    expect((await postSignup(ctx.app, { email_id: email })).statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
    expect(row?.consent_at).toBeInstanceOf(Date);
  });
});

describe('download all my data', () => {
  it('holds every column of every table about the person, with their values', async () => {
    const domestic = await personWithData(ctx.app, ctx.database.db, 2);
    const international = await personWithData(ctx.app, ctx.database.db, 4);
    await requestDeletion(ctx.app, domestic);
    await requestDeletion(ctx.app, international);
    const exports = [(await exportOf(domestic)).data, (await exportOf(international)).data];

    const tables = personTables();
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'applications', 'application_international_details']),
    );
    for (const name of tables) {
      const table = allTables.find((item) => getTableName(item) === name) as PgTable;
      const rows = exports.flatMap((data) => data.tables[name] ?? []);
      expect(rows.length, `the export has no rows of ${name}`).toBeGreaterThan(0);
      for (const column of Object.keys(getTableColumns(table))) {
        expect(
          rows.some((row: Record<string, unknown>) => column in row),
          `${name}.${column} is missing from the export`,
        ).toBe(true);
      }
    }

    const [data] = exports;
    const text = JSON.stringify(data);
    for (const value of [domestic.email, domestic.firstName, domestic.lastName, domestic.mobile]) {
      expect(text).toContain(value);
    }
    expect(data.tables.users[0].password_hash).toBe(HASHED_VALUE);
    expect(data.tables.users[0].consent_at).toEqual(expect.any(String));
    expect(data.tables.sessions[0].token_hash).toBe(HASHED_VALUE);
    expect(data.files).toContainEqual(
      expect.objectContaining({
        table: 'application_domestic_details',
        column: 'photo',
        url: expect.stringMatching(/^\/api\/private-files\//),
      }),
    );
    // The listed file is the person's to fetch.
    const photo = data.files.find((file: { column: string }) => file.column === 'photo');
    const fetched = await ctx.app.inject({ method: 'GET', url: photo.url, headers: domestic.headers });
    expect(fetched.statusCode).toBe(200);
    // One person's export holds nothing of another's.
    expect(text).not.toContain(international.email);
    expect(text).not.toContain(international.lastName);
  });

  it('is a JSON attachment, for the signed-in person only', async () => {
    const person = await signInAs(ctx.app, ctx.database.db);
    const { response } = await exportOf(person);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="iiidem-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/personal-data' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/personal-data', headers: bearer('x'.repeat(40)) })).statusCode,
    ).toBe(401);
  });
});

describe('request deletion of my account', () => {
  it('opens one request, confirmed with the password, which the person can see', async () => {
    const person = await signInAs(ctx.app, ctx.database.db);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
    });
    expect(none.json()).toEqual({ success: true, data: null });

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
      payload: { password: 'Strong@Pass1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: PERSONAL_DATA_MESSAGES.deletionRequested,
      data: { status: 'open', closedAt: null, declineReason: null },
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
      payload: { password: 'Strong@Pass1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PERSONAL_DATA_MESSAGES.deletionAlreadyRequested);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
    });
    expect(seen.json().data).toMatchObject({ id: created.json().data.id, status: 'open' });
  });

  it('refuses bad input with a 4xx in the one error shape, and opens nothing', async () => {
    const person = await signInAs(ctx.app, ctx.database.db);
    const post = (payload: unknown, headers: Record<string, string> = person.headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/personal-data/deletion-request',
        headers,
        payload: payload as object,
      });
    const wrong = await post({ password: 'Wrong@Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'password', msg: PERSONAL_DATA_MESSAGES.passwordIncorrect }]);
    for (const payload of [
      {},
      { password: 12 },
      { password: '' },
      { password: 'a\u0000b' },
      { password: 'x'.repeat(200) },
      { password: 'Strong@Pass1', role: 'admin' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/personal-data/deletion-request',
      headers: { ...person.headers, 'content-type': 'text/plain' },
      payload: 'password=Strong@Pass1',
    });
    expect(text.statusCode).toBe(415);
    expect((await post({ password: 'Strong@Pass1' }, {})).statusCode).toBe(401);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
    });
    expect(none.json().data).toBeNull();
  });

  it('leaves staff accounts to an administrator (403)', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/personal-data/deletion-request',
      headers: staff.headers,
      payload: { password: 'Strong@Pass1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PERSONAL_DATA_MESSAGES.staffAccountsClosedByAdmin);
  });
});
