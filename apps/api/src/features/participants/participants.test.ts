import { PARTICIPANT_MESSAGES } from '@iiidem/shared/admin/participants';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { and, eq, gt, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic, applyInternational } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import { applicationDomesticDetails, applications, certificates } from '../../db/schema/applications';
import { attendance } from '../../db/schema/attendance';
import { courses } from '../../db/schema/courses';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** A course's participant list, its CSV and XLSX export, and messages to the batch (issue 19). */

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
let courseId: number;
let emptyCourseId: number;
/** Approved (English, domestic, with a certificate), approved (Hindi, international), waitlisted, rejected. */
const ids = { approvedEn: 0, approvedHi: 0, waitlisted: 0, rejected: 0 };
/** Their e-mail addresses (the nomination keeps the account's). */
const mail = { approvedEn: '', approvedHi: '', waitlisted: '', rejected: '' };
/** The last outbox row written while setting up (the sign-up mails), so the tests read only their messages. */
let setupMailId = 0;

function messagesTo(address: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, address), gt(mailOutbox.id, setupMailId)))
    .orderBy(mailOutbox.id);
}

const HEADER = [
  'Application ID',
  'Name',
  'Designation',
  'Work place',
  'State or country',
  'Mobile',
  'E-mail',
  'Gender',
  'Date of birth',
  'Hostel',
  'Status',
  'Attended days',
  'Certificate number',
];

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  const course = await insertCourse(db, { name: 'Certificate Course on Electoral Rolls' });
  courseId = course.id;
  await db
    .update(courses)
    .set({ held_from: '2099-12-14', held_to: '2099-12-18', course_name_hi: 'निर्वाचक नामावली पर प्रमाणपत्र पाठ्यक्रम' })
    .where(eq(courses.id, courseId));
  emptyCourseId = (await insertCourse(db)).id;

  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Asha', last_name: 'Verma' });
  ids.approvedEn = await applyDomestic(ctx.app, applicant, courseId, {
    fields: { hostel_facility: 'Yes' },
  });
  const hindi = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Bina', last_name: 'Verma' });
  await db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
  ids.approvedHi = await applyDomestic(ctx.app, hindi, courseId, {
    fields: { gender: 'M', hostel_facility: 'No' },
  });
  const third = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Chitra', last_name: 'Verma' });
  ids.waitlisted = await applyDomestic(ctx.app, third, courseId, {});
  const fourth = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Dev', last_name: 'Verma' });
  ids.rejected = await applyDomestic(ctx.app, fourth, courseId, {});
  Object.assign(mail, {
    approvedEn: applicant.email,
    approvedHi: hindi.email,
    waitlisted: third.email,
    rejected: fourth.email,
  });
  await db
    .update(applications)
    .set({ application_status: 2 })
    .where(inArray(applications.id, [ids.approvedEn, ids.approvedHi]));
  await db.update(applications).set({ application_status: 4 }).where(eq(applications.id, ids.waitlisted));
  await db.update(applications).set({ application_status: 3 }).where(eq(applications.id, ids.rejected));
  await db.insert(attendance).values([
    { application_id: ids.approvedEn, day: '2099-12-14' },
    { application_id: ids.approvedEn, day: '2099-12-15' },
  ]);
  setupMailId = Math.max(0, ...(await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id));
  await db.insert(certificates).values({ application_id: ids.approvedEn, certificate_number: 'IIIDEM-2099-7K3QX9M2' });
});

const base = () => `/api/admin/courses/${courseId}/participants`;

describe('GET /api/admin/courses/:id/participants', () => {
  it('lists every nomination with the fields a coordinator needs, approved first', async () => {
    const response = await ctx.app.inject({ url: base(), headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const { course, participants, truncated } = response.json().data;
    expect(course).toMatchObject({
      id: courseId,
      course_name: 'Certificate Course on Electoral Rolls',
      held_from: '2099-12-14',
    });
    expect(truncated).toBe(false);
    expect(participants.map((p: { application_id: number }) => p.application_id)).toEqual([
      ids.approvedEn,
      ids.approvedHi,
      ids.waitlisted,
      ids.rejected,
    ]);
    expect(participants[0]).toEqual({
      application_id: ids.approvedEn,
      name: 'Ms Asha Verma',
      designation: 'Deputy Collector',
      work_place: 'Office of the Chief Electoral Officer',
      state_or_country: expect.any(String),
      mobile: '9876543210',
      email: mail.approvedEn,
      gender: 'Female',
      date_of_birth: '1990-02-15',
      hostel: 'Yes',
      status: 2,
      status_label: 'Approved',
      attended_days: 2,
      certificate_number: 'IIIDEM-2099-7K3QX9M2',
      language: 'en',
    });
    expect(participants[0].state_or_country).not.toBe('S10');
    expect(participants[1]).toMatchObject({ name: 'Ms Bina Verma', language: 'hi', gender: 'Male', hostel: 'No' });
  });

  it('reads an international nomination: the nominating country, the mobile with its dialling code', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const foreign = await signInAs(ctx.app, ctx.database.db, { user_type: 4, first_name: 'Bola', last_name: 'Ade' });
    const id = await applyInternational(ctx.app, foreign, course.id);
    const response = await ctx.app.inject({
      url: `/api/admin/courses/${course.id}/participants`,
      headers: staff.headers,
    });
    expect(response.json().data.participants).toEqual([
      expect.objectContaining({
        application_id: id,
        name: 'Bola Ade',
        mobile: '+234 9876543210',
        email: foreign.email,
        gender: 'Female',
        date_of_birth: '1985-07-01',
        status_label: 'Received',
        state_or_country: expect.stringMatching(/Nigeria/i),
      }),
    ]);
  });

  it('answers 404 for an unknown course and 400 for an id that is not a number', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/admin/courses/999999/participants', headers: staff.headers })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/admin/courses/abc/participants', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('is refused to an applicant (403) and to a visitor (401), on every route', async () => {
    for (const [method, url] of [
      ['GET', base()],
      ['GET', `${base()}/export.csv`],
      ['GET', `${base()}/export.xlsx`],
      ['POST', `${base()}/messages/preview`],
      ['POST', `${base()}/messages`],
    ] as const) {
      const payload = method === 'POST' ? { audience: 'all', subject: 'Hi', body: 'Hello' } : undefined;
      expect((await ctx.app.inject({ method, url, payload, headers: applicant.headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });
});

describe('the export', () => {
  it('writes the CSV named after the course, every column, formula cells escaped', async () => {
    const response = await ctx.app.inject({ url: `${base()}/export.csv`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Certificate-Course-on-Electoral-Rolls-2099-12-14.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER.join(','));
    expect(lines).toHaveLength(5);
    const first = lines[1]?.split(',');
    expect(first?.[0]).toBe(String(ids.approvedEn));
    expect(first?.[1]).toBe('Ms Asha Verma');
    expect(first?.slice(2, 13)).toEqual([
      'Deputy Collector',
      'Office of the Chief Electoral Officer',
      expect.any(String),
      '9876543210',
      mail.approvedEn,
      'Female',
      '15-02-1990',
      'Yes',
      'Approved',
      '2',
      'IIIDEM-2099-7K3QX9M2',
    ]);
    expect(lines[4]).toContain(',Rejected,');
  });

  it('escapes a cell that starts like a formula', async () => {
    const other = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    const course = await insertCourse(ctx.database.db, { name: 'Formula course' });
    const id = await applyDomestic(ctx.app, other, course.id);
    // The form refuses such a name; a row written before that rule, or by hand, may still hold one.
    await ctx.database.db
      .update(applicationDomesticDetails)
      .set({ title: null, first_name: '=HYPERLINK("x")' })
      .where(eq(applicationDomesticDetails.application_id, id));
    const response = await ctx.app.inject({
      url: `/api/admin/courses/${course.id}/participants/export.csv`,
      headers: staff.headers,
    });
    expect(response.body).toContain(`"'=HYPERLINK(""x"") Verma"`);
  });

  it('writes the XLSX named after the course: title, held dates, header and every column, read back with exceljs', async () => {
    const response = await ctx.app.inject({ url: `${base()}/export.xlsx`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Certificate-Course-on-Electoral-Rolls-2099-12-14.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Participants');
    if (!sheet) throw new Error('no Participants sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Certificate Course on Electoral Rolls']);
    expect(values(2)).toEqual(['Held 14-12-2099 to 18-12-2099 · IIIDEM Campus, Dwarka, New Delhi']);
    expect(values(3)).toEqual(HEADER);
    expect(values(4)).toEqual([
      ids.approvedEn,
      'Ms Asha Verma',
      'Deputy Collector',
      'Office of the Chief Electoral Officer',
      expect.any(String),
      '9876543210',
      mail.approvedEn,
      'Female',
      '15-02-1990',
      'Yes',
      'Approved',
      2,
      'IIIDEM-2099-7K3QX9M2',
    ]);
    // Cells are text, never formulas.
    expect(sheet.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(7);
    expect(values(5)[1]).toBe('Ms Bina Verma');
  });
});

describe('messages to the batch', () => {
  const template = {
    subject: 'Joining {course}',
    body: 'Dear {name},\n\n{course} is held from {held_from} to {held_to} at {location}.',
    subject_hi: '{course} में शामिल होना',
    body_hi: 'प्रिय {name},\n\n{course} {held_from} से {held_to} तक होगा।',
  };

  it("previews the English and Hindi texts with the first recipient's values, writing nothing", async () => {
    const before = await ctx.database.db.select().from(mailOutbox);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/messages/preview`,
      headers: staff.headers,
      payload: { audience: 'approved', ...template },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      recipients: 2,
      english: 1,
      hindi: 1,
      first: { name: 'Ms Asha Verma', email: mail.approvedEn, language: 'en' },
    });
    expect(data.previews[0]).toEqual({
      language: 'en',
      subject: 'Joining Certificate Course on Electoral Rolls',
      text: `Dear Ms Asha Verma,\n\nCertificate Course on Electoral Rolls is held from 14 December 2099 to 18 December 2099 at IIIDEM Campus, Dwarka, New Delhi.\n\nIndia International Institute of Democracy and Election Management`,
    });
    expect(data.previews[1].language).toBe('hi');
    expect(data.previews[1].subject).toBe('निर्वाचक नामावली पर प्रमाणपत्र पाठ्यक्रम में शामिल होना');
    expect(data.previews[1].text).toContain('प्रिय Ms Asha Verma,');
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('queues one mail per approved participant, each in their language, and audits it on the course', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/messages`,
      headers: staff.headers,
      payload: { audience: 'approved', ...template },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Message queued for 2 participants.',
      data: { recipients: 2, english: 1, hindi: 1 },
    });
    const english = await messagesTo(mail.approvedEn);
    expect(english.map((mail) => mail.subject)).toEqual(['Joining Certificate Course on Electoral Rolls']);
    expect(english[0]?.html_body).toContain('Dear Ms Asha Verma,');
    const hindi = await messagesTo(mail.approvedHi);
    expect(hindi.map((mail) => mail.subject)).toEqual(['निर्वाचक नामावली पर प्रमाणपत्र पाठ्यक्रम में शामिल होना']);
    expect(hindi[0]?.text_body).toContain('14 दिसंबर 2099');
    expect(hindi[0]?.html_body).toContain('lang="hi"');
    const waitlisted = await messagesTo(mail.waitlisted);
    expect(waitlisted).toHaveLength(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.message'), eq(auditLog.entity_id, String(courseId))));
    expect(audit).toMatchObject({
      actor_user_id: staff.id,
      entity: 'course',
      to_value: { audience: 'approved', recipients: 2, english: 1, hindi: 1 },
    });
  });

  it('sends the English text to a Hindi reader when no Hindi text was written; "all" leaves out the rejected', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/messages`,
      headers: staff.headers,
      payload: { audience: 'all', subject: 'Reminder for {name}', body: 'See you on {held_from}.' },
    });
    expect(response.json().data).toEqual({ recipients: 3, english: 3, hindi: 0 });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Reminder for Ms Asha Verma'));
    expect(mails[0]?.text_body).toContain('See you on 14 December 2099.');
    expect(await messagesTo(mail.rejected)).toHaveLength(0);
  });

  it('refuses an empty audience (409) and writes nothing', async () => {
    const before = (await ctx.database.db.select().from(mailOutbox)).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${emptyCourseId}/participants/messages`,
      headers: staff.headers,
      payload: { audience: 'waitlisted', subject: 'Hello', body: 'Hello' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: PARTICIPANT_MESSAGES.emptyAudience });
    expect((await ctx.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it.each([
    ['an unknown audience', { audience: 'everyone', subject: 'a', body: 'b' }],
    ['a missing subject', { audience: 'all', body: 'b' }],
    ['a blank message', { audience: 'all', subject: 'a', body: '   ' }],
    ['a subject of the wrong type', { audience: 'all', subject: 42, body: 'b' }],
    ['a NUL character', { audience: 'all', subject: 'a\u0000', body: 'b' }],
    ['a subject on two lines', { audience: 'all', subject: 'a\nb', body: 'b' }],
    ['an oversize message', { audience: 'all', subject: 'a', body: 'x'.repeat(10_001) }],
    ['an unknown placeholder', { audience: 'all', subject: 'a', body: 'Dear {nmae}' }],
    ['a Hindi subject without the Hindi message', { audience: 'all', subject: 'a', body: 'b', subject_hi: 'क' }],
    ['an unknown field', { audience: 'all', subject: 'a', body: 'b', cc: 'x@example.org' }],
  ])('refuses %s with a 400 in the one error shape, writing nothing', async (_name, payload) => {
    const before = (await ctx.database.db.select().from(mailOutbox)).length;
    for (const url of [`${base()}/messages`, `${base()}/messages/preview`]) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: staff.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await ctx.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('names the unknown placeholder and the known ones', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${base()}/messages/preview`,
      headers: staff.headers,
      payload: { audience: 'all', subject: 'a', body: 'Dear {nmae}' },
    });
    expect(JSON.stringify(response.json())).toContain(
      'Unknown placeholder: {nmae}. Use {name}, {course}, {held_from}, {held_to}, {location}.',
    );
  });

  it('answers 404 for a message to an unknown course', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/courses/999999/participants/messages',
      headers: staff.headers,
      payload: { audience: 'all', subject: 'a', body: 'b' },
    });
    expect(response.statusCode).toBe(404);
  });
});
