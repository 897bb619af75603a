import { randomBytes } from 'node:crypto';
import { NOTE_MAX_LENGTH, REVIEW_AIDS_MESSAGES } from '@iiidem/shared/admin/review-aids';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { applicationNotes } from '../../db/schema/review-aids';
import { auditLog } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
let applicationId: number;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Meera', last_name: 'Nair' });
  applicant = await signInAs(ctx.app, db, { user_type: 2 });
  applicationId = await applyDomestic(ctx.app, applicant, (await insertCourse(db)).id, { photo: false });
});

function addNote(payload: unknown, headers = staff.headers, id = applicationId) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/notes`,
    headers,
    payload: payload as object,
  });
}

function notesOf(id = applicationId, headers = staff.headers) {
  return ctx.app.inject({ url: `/api/admin/applications/${id}/notes`, headers });
}

describe('internal notes on an application', () => {
  it('adds a note with its author and time, lists notes oldest first, and audits each', async () => {
    const first = await addNote({ body: '  Called the office: nomination letter follows.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: REVIEW_AIDS_MESSAGES.noteAdded,
      data: { body: 'Called the office: nomination letter follows.', author: 'Meera Nair' },
    });
    expect((await addNote({ body: 'Letter received.\nOK to approve.' })).statusCode).toBe(201);
    const listed = (await notesOf()).json().data;
    expect(listed.map((note: { body: string }) => note.body)).toEqual([
      'Called the office: nomination letter follows.',
      'Letter received.\nOK to approve.',
    ]);
    expect(Date.parse(listed[0].created_at)).not.toBeNaN();
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.note'), eq(auditLog.entity_id, String(applicationId))));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.actor_user_id).toBe(staff.id);
  });

  it('never reaches the applicant: not in their application views, and no access to the notes routes', async () => {
    const secret = `Internal ${randomBytes(6).toString('hex')}`;
    expect((await addNote({ body: secret })).statusCode).toBe(201);
    for (const url of ['/api/applications', `/api/applications/${applicationId}`, '/api/applications/completed']) {
      const response = await ctx.app.inject({ url, headers: applicant.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(secret);
    }
    expect((await notesOf(applicationId, applicant.headers)).statusCode).toBe(403);
    expect((await addNote({ body: 'mine' }, applicant.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/admin/applications/${applicationId}/notes` })).statusCode).toBe(401);
  });

  it("is in the person's own data download (DPDP Act: notes about a person are their personal data)", async () => {
    const secret = `Download ${randomBytes(6).toString('hex')}`;
    expect((await addNote({ body: secret })).statusCode).toBe(201);
    const response = await ctx.app.inject({ url: '/api/personal-data', headers: applicant.headers });
    expect(response.statusCode).toBe(200);
    const notes = response.json().tables.application_notes as { body: string }[];
    expect(notes.map((note) => note.body)).toContain(secret);
  });

  it('refuses bad input with a 4xx in the one error shape, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(applicationNotes)).length;
    for (const payload of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 42 },
      { body: null },
      { body: 'a\u0000b' },
      { body: 'x'.repeat(NOTE_MAX_LENGTH + 1) },
      { body: 'ok', extra: 1 },
    ]) {
      const response = await addNote(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await addNote({ body: 'x' }, staff.headers, 99999999)).statusCode).toBe(404);
    expect((await notesOf(99999999)).statusCode).toBe(404);
    expect((await addNote({ body: 'x' }, staff.headers, 0)).statusCode).toBe(400);
    expect((await ctx.database.db.select().from(applicationNotes)).length).toBe(before);
  });
});
