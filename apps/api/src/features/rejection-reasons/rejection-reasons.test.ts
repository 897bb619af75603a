import { REJECTION_REASON_MAX_LENGTH, REVIEW_AIDS_MESSAGES } from '@iiidem/shared/admin/review-aids';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { applications } from '../../db/schema/applications';
import { rejectionReasons } from '../../db/schema/review-aids';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = staff.headers) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function addReason(label_en: string, label_hi: string): Promise<number> {
  const response = await send('POST', '/admin/rejection-reasons', { label_en, label_hi });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function applicantIn(language: 'en' | 'hi') {
  const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: '/api/language',
    headers: applicant.headers,
    payload: { language },
  });
  expect(chosen.statusCode).toBe(200);
  const course = await insertCourse(ctx.database.db);
  const id = await applyDomestic(ctx.app, applicant, course.id, { photo: false });
  return { applicant, id, courseName: course.course_name };
}

async function anotherApplicationOf(applicant: SignedInUser) {
  const course = await insertCourse(ctx.database.db);
  const id = await applyDomestic(ctx.app, applicant, course.id, { photo: false });
  return { id, courseName: course.course_name };
}

async function rowOf(id: number) {
  const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

async function auditNotesOf(id: number) {
  const rows = await ctx.database.db
    .select({ note: auditLog.note })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.note);
}

async function latestMailTo(email: string) {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(asc(mailOutbox.id));
  return rows.at(-1);
}

describe('rejection reasons staff maintain', () => {
  it('adds, renames, retires and offers again a reason, each answered with its message', async () => {
    const id = await addReason('Seats full', 'सीटें भरी हैं');
    const renamed = await send('PUT', `/admin/rejection-reasons/${id}`, {
      label_en: 'All seats are taken',
      label_hi: 'सभी सीटें भर चुकी हैं',
    });
    expect(renamed.json()).toMatchObject({
      message: REVIEW_AIDS_MESSAGES.reasonSaved,
      data: { id, label_en: 'All seats are taken', label_hi: 'सभी सीटें भर चुकी हैं', retired: false },
    });
    const retired = await send('POST', `/admin/rejection-reasons/${id}/retire`, { retired: true });
    expect(retired.json()).toMatchObject({ message: REVIEW_AIDS_MESSAGES.reasonRetired, data: { retired: true } });
    const listed = (await send('GET', '/admin/rejection-reasons')).json().data as { id: number; retired: boolean }[];
    expect(listed.find((reason) => reason.id === id)).toMatchObject({ retired: true });
    expect(listed.findIndex((reason) => reason.retired)).toBeGreaterThanOrEqual(
      listed.filter((r) => !r.retired).length,
    );
    const restored = await send('POST', `/admin/rejection-reasons/${id}/retire`, { retired: false });
    expect(restored.json()).toMatchObject({ message: REVIEW_AIDS_MESSAGES.reasonRestored, data: { retired: false } });
  });

  it('refuses bad input with a 4xx, storing nothing; 404 for an unknown reason; 403 for an applicant', async () => {
    const before = (await ctx.database.db.select().from(rejectionReasons)).length;
    for (const payload of [
      {},
      { label_en: 'Late' },
      { label_en: '', label_hi: 'देर' },
      { label_en: 'Late', label_hi: '  ' },
      { label_en: 5, label_hi: 'देर' },
      { label_en: 'La\u0000te', label_hi: 'देर' },
      { label_en: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1), label_hi: 'देर' },
      { label_en: 'Late', label_hi: 'देर', extra: true },
    ]) {
      const response = await send('POST', '/admin/rejection-reasons', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await ctx.database.db.select().from(rejectionReasons)).length).toBe(before);
    const unknown = { label_en: 'Late', label_hi: 'देर' };
    expect((await send('PUT', '/admin/rejection-reasons/99999999', unknown)).statusCode).toBe(404);
    expect((await send('POST', '/admin/rejection-reasons/99999999/retire', { retired: true })).statusCode).toBe(404);
    expect((await send('POST', '/admin/rejection-reasons/1/retire', { retired: 'yes' })).statusCode).toBe(400);
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    expect((await send('GET', '/admin/rejection-reasons', undefined, applicant.headers)).statusCode).toBe(403);
    expect((await send('POST', '/admin/rejection-reasons', unknown, applicant.headers)).statusCode).toBe(403);
  });

  it("tells the listed reason and the free text in the rejection mail, in the applicant's language", async () => {
    const reasonId = await addReason('Nomination letter missing', 'नामांकन पत्र संलग्न नहीं है');
    for (const [language, expected, notExpected] of [
      ['en', 'Reason: Nomination letter missing', 'नामांकन पत्र'],
      ['hi', 'कारण: नामांकन पत्र संलग्न नहीं है', 'Nomination letter missing'],
    ] as const) {
      const { applicant, id } = await applicantIn(language);
      const response = await send('POST', `/admin/applications/${id}/status`, {
        status: 3,
        rejection_reason_id: reasonId,
        note: 'Please apply again next year.',
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await latestMailTo(applicant.email);
      expect(mail?.text_body).toContain(expected);
      expect(mail?.text_body).toContain('Please apply again next year.');
      expect(mail?.text_body).not.toContain(notExpected);
      expect(mail?.html_body).toContain(expected);
      const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.rejection_reason_id).toBe(reasonId);
    }
  });

  it('refuses a reason with another status, a retired or unknown reason, changing nothing', async () => {
    const reasonId = await addReason('Not eligible', 'पात्र नहीं');
    const retiredId = await addReason('Old reason', 'पुराना कारण');
    await send('POST', `/admin/rejection-reasons/${retiredId}/retire`, { retired: true });
    const { id } = await applicantIn('en');
    for (const [payload, message] of [
      [{ status: 2, rejection_reason_id: reasonId }, REVIEW_AIDS_MESSAGES.reasonOnlyWhenRejecting],
      [{ status: 3, rejection_reason_id: retiredId }, REVIEW_AIDS_MESSAGES.reasonUnknown],
      [{ status: 3, rejection_reason_id: 99999999 }, REVIEW_AIDS_MESSAGES.reasonUnknown],
      [{ status: 3, rejection_reason_id: 'one' }, undefined],
      [{ status: 3, rejection_reason_id: 0 }, undefined],
    ] as const) {
      const response = await send('POST', `/admin/applications/${id}/status`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ application_status: 1, rejection_reason_id: null });
  });
});

describe('a bulk rejection with a listed reason', () => {
  it('previews the reason, then tells it to each applicant in their language as one rejection does, storing and auditing it', async () => {
    const reasonId = await addReason('Seats kept for the state quota', 'सीटें राज्य कोटे के लिए रखी गई हैं');
    const note = 'Please apply again next year.';
    const english = await applicantIn('en');
    const hindi = await applicantIn('hi');
    const ids = [english.id, hindi.id];

    const preview = await send('POST', '/admin/applications/bulk-status/preview', {
      ids,
      status: 3,
      note,
      rejection_reason_id: reasonId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      will_change: 2,
      rejection_reason: {
        id: reasonId,
        label_en: 'Seats kept for the state quota',
        label_hi: 'सीटें राज्य कोटे के लिए रखी गई हैं',
      },
    });
    expect((await rowOf(english.id))?.rejection_reason_id).toBeNull();

    const applied = await send('POST', '/admin/applications/bulk-status', {
      ids,
      status: 3,
      note,
      rejection_reason_id: reasonId,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ changed: 2, changed_ids: ids });

    for (const [{ applicant, id, courseName }, expected, notExpected] of [
      [english, 'Reason: Seats kept for the state quota', 'राज्य कोटे'],
      [hindi, 'कारण: सीटें राज्य कोटे के लिए रखी गई हैं', 'Seats kept for the state quota'],
    ] as const) {
      const bulkMail = await latestMailTo(applicant.email);
      expect(bulkMail?.text_body).toContain(expected);
      expect(bulkMail?.text_body).toContain(note);
      expect(bulkMail?.text_body).not.toContain(notExpected);
      expect(bulkMail?.html_body).toContain(expected);
      expect(await rowOf(id)).toMatchObject({ application_status: 3, rejection_reason_id: reasonId });
      expect(await auditNotesOf(id)).toEqual([`Reason: Seats kept for the state quota. ${note}`]);

      // Another of their applications rejected alone with the same reason and note gets the very same mail.
      const other = await anotherApplicationOf(applicant);
      const alone = await send('POST', `/admin/applications/${other.id}/status`, {
        status: 3,
        note,
        rejection_reason_id: reasonId,
      });
      expect(alone.statusCode, alone.body).toBe(200);
      const singleMail = await latestMailTo(applicant.email);
      expect(singleMail?.id).not.toBe(bulkMail?.id);
      for (const part of ['subject', 'text_body', 'html_body'] as const) {
        expect(singleMail?.[part]?.replaceAll(other.courseName, 'COURSE')).toBe(
          bulkMail?.[part]?.replaceAll(courseName, 'COURSE'),
        );
      }
      expect(await auditNotesOf(other.id)).toEqual(await auditNotesOf(id));
    }
  });

  it('refuses a reason with another status, a retired or unknown reason, in the preview and the change, changing nothing', async () => {
    const reasonId = await addReason('Form incomplete', 'फ़ॉर्म अधूरा है');
    const retiredId = await addReason('Retired for bulk', 'बल्क के लिए हटाया गया');
    await send('POST', `/admin/rejection-reasons/${retiredId}/retire`, { retired: true });
    const { applicant, id } = await applicantIn('en');
    const mailBefore = await latestMailTo(applicant.email);
    for (const [extra, message] of [
      [{ status: 2, rejection_reason_id: reasonId }, REVIEW_AIDS_MESSAGES.reasonOnlyWhenRejecting],
      [{ status: 4, rejection_reason_id: reasonId }, REVIEW_AIDS_MESSAGES.reasonOnlyWhenRejecting],
      [{ status: 3, rejection_reason_id: retiredId }, REVIEW_AIDS_MESSAGES.reasonUnknown],
      [{ status: 3, rejection_reason_id: 99999999 }, REVIEW_AIDS_MESSAGES.reasonUnknown],
      [{ status: 3, rejection_reason_id: 'one' }, undefined],
      [{ status: 3, rejection_reason_id: 0 }, undefined],
      [{ status: 3, rejection_reason_id: 1.5 }, undefined],
      [{ status: 3, rejection_reason_id: null }, undefined],
    ] as const) {
      for (const url of ['/admin/applications/bulk-status/preview', '/admin/applications/bulk-status']) {
        const response = await send('POST', url, { ids: [id], ...extra });
        expect(response.statusCode, `${url} ${JSON.stringify(extra)}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
        if (message) expect(response.json().message).toBe(message);
      }
    }
    expect(await rowOf(id)).toMatchObject({ application_status: 1, rejection_reason_id: null });
    expect(await auditNotesOf(id)).toEqual([]);
    expect((await latestMailTo(applicant.email))?.id).toBe(mailBefore?.id);
  });
});
