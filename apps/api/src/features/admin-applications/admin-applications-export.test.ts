import { gunzipSync } from 'node:zlib';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { applicationBatches, findApplicationIdsForExport } from './admin-applications.repository';
import { csvIstDateTime } from './applications-csv';

/** The CSV export read and written batch by batch (issue 13). */

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
/** Five applications of one applicant, made a day apart: made[0] the oldest. */
const made: number[] = [];

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Lata', last_name: 'Rao' });
  for (let day = 1; day <= 5; day++) {
    const course = await insertCourse(db, { name: `Course ${day}` });
    const id = await applyDomestic(ctx.app, applicant, course.id);
    await db
      .update(applications)
      .set({ created_at: new Date(`2025-03-0${day}T04:00:00Z`) })
      .where(eq(applications.id, id));
    made.push(id);
  }
});

const HEADER =
  'Application ID,Application number,First name,Last name,E-mail,User type,Course ID,Course,Program type,Status,Status note,Applied on,Completed on';

describe('GET /api/admin/applications/export.csv, streamed', () => {
  it('sends the byte-order mark, the header row and the rows as a stream (no length known beforehand)', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/applications/export.csv?sort=created_at&order=asc',
      headers: staff.headers,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-length']).toBeUndefined();
    const chunks: string[] = [];
    for await (const chunk of response.stream()) chunks.push(String(chunk));
    const text = chunks.join('');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(made);
    expect(lines[1]).toContain(',2025-03-01 09:30 IST,');
  });

  it('is compressed on the way for a browser that accepts it (a week of applications is hundreds of KB)', async () => {
    const url = '/api/admin/applications/export.csv?sort=created_at&order=asc';
    const plain = await ctx.app.inject({ url, headers: staff.headers });
    const gzipped = await ctx.app.inject({ url, headers: { ...staff.headers, 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('quotes a cell holding a comma, a quote or a line break (RFC 4180)', async () => {
    await ctx.database.db
      .update(users)
      .set({ first_name: 'Lata, "Lu"', last_name: 'Rao\nJr' })
      .where(eq(users.id, applicant.id));
    const response = await ctx.app.inject({
      url: `/api/admin/applications/export.csv?sort=created_at&order=asc`,
      headers: staff.headers,
    });
    expect(response.body).toContain(
      `\r\n${made[0]},IIIDEM/2025/${String(made[0]).padStart(6, '0')},"Lata, ""Lu""","Rao\nJr",${applicant.email},Domestic,`,
    );
    await ctx.database.db.update(users).set({ first_name: 'Lata', last_name: 'Rao' }).where(eq(users.id, applicant.id));
  });
});

describe('applicationBatches', () => {
  it('reads the rows a batch at a time in the order of the ids, leaving out an id that is gone', async () => {
    const ids = await findApplicationIdsForExport(ctx.database.db, {}, 'created_at', 'desc');
    expect(ids).toEqual([...made].reverse());
    const [first, second, third, , fifth] = made;
    const batches: (number | undefined)[][] = [];
    const asked = [third, 999_999, first, fifth, second].map(Number);
    for await (const batch of applicationBatches(ctx.database.db, asked, 2)) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches).toEqual([[third], [first, fifth], [second]]);
  });

  it('stops reading when the download stops (the read under way is left to finish)', async () => {
    const read: number[] = [];
    for await (const batch of applicationBatches(ctx.database.db, made, 2)) {
      read.push(...batch.map((row) => row.id));
      break;
    }
    expect(read).toEqual(made.slice(0, 2));
    expect(await findApplicationIdsForExport(ctx.database.db, {}, 'created_at', 'asc')).toEqual(made);
  });
});

describe('csvIstDateTime', () => {
  it('writes each instant as formatIstDateTime does', () => {
    const instants = [
      '2025-03-01T04:00:00.000Z',
      '2025-12-31T18:29:59.999Z', // 23:59 IST
      '2025-12-31T18:30:00.000Z', // midnight IST, the next year
      '2024-02-28T20:15:00.000Z', // into a leap day
      '1946-01-01T00:00:00.000Z',
      '1942-09-01T00:00:00.000Z', // wartime clock (UTC+06:30): left to Intl
    ];
    for (let step = 0; step < 200; step++) instants.push(new Date(1.7e12 + step * 7_777_777_777).toISOString());
    for (const instant of instants) expect(csvIstDateTime(instant), instant).toBe(formatIstDateTime(instant));
  });
});
