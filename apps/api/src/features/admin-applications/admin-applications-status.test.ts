import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic, applyInternational } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { applications } from '../../db/schema/applications';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;
let applicant: SignedInUser;
let international: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff', first_name: 'Sunita', last_name: 'Rao' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Asha', last_name: 'Verma' });
  international = await signInAs(ctx.app, db, {
    user_type: 4,
    first_name: 'Ngozi',
    last_name: 'Okafor',
    mobile_no: '2348012345678',
  });
});

async function newApplication(name = 'Course on Voter Education'): Promise<number> {
  const course = await insertCourse(ctx.database.db, { name });
  return applyDomestic(ctx.app, applicant, course.id);
}

function changeStatus(id: number, payload: Record<string, unknown>, headers = staff.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/status`, headers, payload });
}

function statusOf(id: number) {
  return ctx.database.db
    .select({ status: applications.application_status, note: applications.status_note })
    .from(applications)
    .where(eq(applications.id, id))
    .then((rows) => rows[0]);
}

function auditOf(id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
}

function mailsTo(email: string, subjectPart: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(asc(mailOutbox.id))
    .then((rows) => rows.filter((row) => row.subject.includes(subjectPart)));
}

describe('GET /api/admin/applications/:id', () => {
  it('shows the whole domestic nomination, its photo path, applicant, course and timeline', async () => {
    const id = await newApplication('Course on Electoral Rolls');
    const response = await ctx.app.inject({ url: `/api/admin/applications/${id}`, headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id,
      form: 'domestic',
      status: 1,
      status_note: null,
      completed_at: null,
      applicant: { id: applicant.id, first_name: 'Asha', last_name: 'Verma', email: applicant.email, user_type: 2 },
      course: { course_name: 'Course on Electoral Rolls', program_type: 'Domestic', program_type_id: 1 },
      details: {
        title: 'Ms',
        designation: 'Deputy Collector',
        state_ut_name: 'S10',
        hostel_facility: expect.stringMatching(/^(Yes|No)$/),
        previous_program_date: null,
      },
      timeline: [],
    });
    expect(data.value_names.state_ut_name).toBeTruthy();
    expect(data.details.photo).toMatch(/^\/api\/private-files\/nominations\/u\d+\/[0-9a-f]{32}\.jpg$/);
    const photo = await ctx.app.inject({ url: data.details.photo, headers: staff.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('shows the international nomination with its passport image and country names', async () => {
    const course = await insertCourse(ctx.database.db, { programTypeId: PROGRAM_TYPE.international });
    const id = await applyInternational(ctx.app, international, course.id);
    const { data } = (await ctx.app.inject({ url: `/api/admin/applications/${id}`, headers: staff.headers })).json();
    expect(data.form).toBe('international');
    expect(data.details).toMatchObject({ nominating_country: '156', passport_no: 'A1234567', blood_group: 'O+' });
    expect(data.details.passport_image).toMatch(/^\/api\/private-files\/.+\.png$/);
    expect(data.value_names).toMatchObject({ nominating_country: expect.any(String), country_code: 'Nigeria' });
    const passport = await ctx.app.inject({ url: data.details.passport_image, headers: staff.headers });
    expect(passport.statusCode).toBe(200);
  });

  it('answers an unknown id with 404 and a bad id with 400', async () => {
    const unknown = await ctx.app.inject({ url: '/api/admin/applications/999999', headers: staff.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'There is no application with this id.' });
    const bad = await ctx.app.inject({ url: '/api/admin/applications/abc', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/applications/:id/status', () => {
  it('moves 1 -> 2 -> 3 -> 4 -> 1, each with its audit entry, mail and timeline entry', async () => {
    const id = await newApplication('Course on Election Expenditure');
    const steps = [
      { status: 2, label: 'Approved', note: 'Please bring your ID card.' },
      { status: 3, label: 'Rejected', note: undefined },
      { status: 4, label: 'Waitlisted', note: 'You are third on the list.' },
      { status: 1, label: 'Received', note: undefined },
    ];
    let from = 1;
    for (const step of steps) {
      const response = await changeStatus(id, { status: step.status, note: step.note, expected_status: from });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: `Status changed to ${step.label}. The applicant has been e-mailed.`,
        data: { id, from, status: step.status },
      });
      expect(await statusOf(id)).toEqual({ status: step.status, note: step.note ?? null });
      const [mail] = (await mailsTo(applicant.email, step.label)).slice(-1);
      expect(mail?.subject).toBe(`Your IIIDEM application: ${step.label} (Course on Election Expenditure)`);
      expect(mail?.text_body).toContain(
        `The status of your application for "Course on Election Expenditure" is now: ${step.label}.`,
      );
      expect(mail?.text_body).toContain('https://portal.example.org/dashboard');
      if (step.note) expect(mail?.text_body).toContain(`Note from the institute: ${step.note}`);
      else expect(mail?.text_body).not.toContain('Note from the institute');
      from = step.status;
    }

    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.from_value, row.to_value, row.note, row.actor_user_id])).toEqual([
      ['application.status', 1, 2, 'Please bring your ID card.', staff.id],
      ['application.status', 2, 3, null, staff.id],
      ['application.status', 3, 4, 'You are third on the list.', staff.id],
      ['application.status', 4, 1, null, staff.id],
    ]);

    const { data } = (await ctx.app.inject({ url: `/api/admin/applications/${id}`, headers: staff.headers })).json();
    expect(data.timeline).toHaveLength(4);
    expect(data.timeline[0]).toMatchObject({
      action: 'application.status',
      from: 1,
      to: 2,
      note: 'Please bring your ID card.',
      actor: { id: staff.id, name: 'Sunita Rao', email: staff.email },
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('refuses the current status with 409 and writes nothing', async () => {
    const id = await newApplication();
    const mailsBefore = (await mailsTo(applicant.email, '')).length;
    const response = await changeStatus(id, { status: 1, note: 'again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The application is already Received; nothing was changed.');
    expect(await auditOf(id)).toEqual([]);
    expect(await statusOf(id)).toEqual({ status: 1, note: null });
    expect((await mailsTo(applicant.email, '')).length).toBe(mailsBefore);
  });

  it('refuses to change a completed application (alone or in a bulk change) and writes nothing', async () => {
    const id = await newApplication();
    expect((await changeStatus(id, { status: 2 })).statusCode).toBe(200);
    await ctx.database.db.update(applications).set({ completed_at: new Date() }).where(eq(applications.id, id));
    const response = await changeStatus(id, { status: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This application is completed, so its status can no longer change. Reopen it first.',
    );
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/applications/bulk-status',
      headers: staff.headers,
      payload: { ids: [id], status: 3 },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toMatchObject({ changed: 0, skips: [{ id, reason: 'completed' }] });
    expect((await statusOf(id))?.status).toBe(2);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses with 409 when someone else changed the status since the reviewer looked', async () => {
    const id = await newApplication();
    expect((await changeStatus(id, { status: 2, expected_status: 1 })).statusCode).toBe(200);
    const late = await changeStatus(id, { status: 3, expected_status: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Someone else changed this application meanwhile. Reload it and try again.');
    expect((await statusOf(id))?.status).toBe(2);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('keeps the "from" values right when two reviewers change one application at once', async () => {
    const id = await newApplication();
    const answers = await Promise.all([changeStatus(id, { status: 2 }), changeStatus(id, { status: 3 })]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    const audit = await auditOf(id);
    // Each audit row starts where the previous one ended.
    let expectedFrom = 1;
    for (const row of audit) {
      expect(row.from_value).toBe(expectedFrom);
      expectedFrom = row.to_value as number;
    }
    expect((await statusOf(id))?.status).toBe(expectedFrom);
  });

  it('checks the body: status 1-4, note length, no unknown fields; unknown id 404', async () => {
    const id = await newApplication();
    for (const payload of [
      { status: 5 },
      { status: '2' },
      { status: 2, note: 'x'.repeat(1001) },
      { status: 2, x: 1 },
    ]) {
      const response = await changeStatus(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await changeStatus(999999, { status: 2 })).statusCode).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('bulk status change', () => {
  it('previews each id: what would change, what would be skipped and why', async () => {
    const received = await newApplication('Bulk Course One');
    const approved = await newApplication('Bulk Course Two');
    await changeStatus(approved, { status: 2 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/applications/bulk-status/preview',
      headers: staff.headers,
      payload: { ids: [received, approved, 999999], status: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 2,
      will_change: 1,
      will_skip: 2,
      rejection_reason: null,
      items: [
        {
          id: received,
          found: true,
          current_status: 1,
          applicant: 'Asha Verma',
          email: applicant.email,
          course_name: 'Bulk Course One',
          will_change: true,
          skip_reason: null,
          new_status: 2,
        },
        expect.objectContaining({ id: approved, current_status: 2, will_change: false, skip_reason: 'same_status' }),
        expect.objectContaining({ id: 999999, found: false, will_change: false, skip_reason: 'unknown' }),
      ],
    });
    expect((await statusOf(received))?.status).toBe(1);
    expect(await auditOf(received)).toEqual([]);
  });

  it('applies to the changeable ones with an audit entry and a mail each, skipping the rest', async () => {
    const first = await newApplication('Bulk Course Three');
    const second = await newApplication('Bulk Course Four');
    const waitlisted = await newApplication('Bulk Course Five');
    await changeStatus(waitlisted, { status: 4 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/applications/bulk-status',
      headers: staff.headers,
      payload: { ids: [first, second, waitlisted, 999999], status: 4, note: 'We will write when a seat frees up.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 changed to Waitlisted, 2 skipped.',
      data: {
        status: 4,
        changed: 2,
        changed_ids: [first, second],
        skipped: 2,
        skips: [
          { id: waitlisted, reason: 'same_status' },
          { id: 999999, reason: 'unknown' },
        ],
        waitlisted_ids: [],
      },
    });
    for (const id of [first, second]) {
      expect(await statusOf(id)).toEqual({ status: 4, note: 'We will write when a seat frees up.' });
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({ from_value: 1, to_value: 4, actor_user_id: staff.id });
    }
    expect(await auditOf(waitlisted)).toHaveLength(1);
    const mails = await mailsTo(applicant.email, 'Waitlisted (Bulk Course');
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your IIIDEM application: Waitlisted (Bulk Course Five)',
      'Your IIIDEM application: Waitlisted (Bulk Course Four)',
      'Your IIIDEM application: Waitlisted (Bulk Course Three)',
    ]);
  });

  it('refuses an empty, repeated or too long list of ids', async () => {
    for (const ids of [[], [1, 1], Array.from({ length: 201 }, (_, index) => index + 1)]) {
      for (const url of ['/api/admin/applications/bulk-status', '/api/admin/applications/bulk-status/preview']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: staff.headers,
          payload: { ids, status: 2 },
        });
        expect(response.statusCode).toBe(400);
      }
    }
  });
});
