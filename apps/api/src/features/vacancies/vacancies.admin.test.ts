import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import { VACANCY_ADMIN_MESSAGES } from '@iiidem/shared/admin/vacancies';
import { describe, expect, it } from 'vitest';
import {
  auditActionsOf,
  expectBadPdfsRefused,
  expectFieldError,
  formValues,
  type StoredRecords,
  samplePdf,
  useContentAdminApp,
} from '../../../test/support/content-admin';
import { vacancies } from '../../db/schema/content';

const { ctx, send, sendForm, expectUnknownRecordAnswers404, fileStatus, expectNothingStored } = useContentAdminApp();

function fields(overrides: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    title: 'Engagement of Consultants',
    upload_date: '2026-01-10',
    last_date: '2026-02-10',
    advertisement_no: 'IIIDEM/2026/01',
    published: 'true',
    ...overrides,
  };
  return formValues(values);
}

async function createVacancy(values = fields()) {
  const response = await sendForm('POST', '/admin/vacancies', values, { pdf: samplePdf() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; titleHi: string; pdf: string };
}

async function publicIds(): Promise<number[]> {
  const response = await ctx.app.inject({ url: '/api/vacancies' });
  return response.json().data.map((v: { id: number }) => v.id);
}

async function rowCount() {
  return (await ctx.database.db.select({ id: vacancies.id }).from(vacancies)).length;
}

const VACANCY_RECORDS: StoredRecords = { rowCount, area: 'vacancies' };

describe('back office: vacancies API', () => {
  it('creates a vacancy with its PDF, shown at once on the public list; unpublished ones are not', async () => {
    const vacancy = await createVacancy(fields({ title: 'Published vacancy' }));
    expect(vacancy).toMatchObject({ title: 'Published vacancy', last_date: '2026-02-10', published: true });
    expect(vacancy.pdf).toMatch(/^\/files\/vacancies\/[0-9a-f]{32}\.pdf$/);
    expect(await fileStatus(vacancy.pdf)).toBe(200);
    expect(await publicIds()).toContain(vacancy.id);
    expect(await auditActionsOf(ctx.database.db, 'vacancy', vacancy.id)).toEqual(['vacancy.create']);

    const draft = await createVacancy(fields({ published: 'false', last_date: '' }));
    expect(draft).toMatchObject({ last_date: null, published: false });
    expect(await publicIds()).not.toContain(draft.id);
    await send('PATCH', `/admin/vacancies/${draft.id}/published`, { published: true });
    expect(await publicIds()).toContain(draft.id);
    const hidden = await send('PATCH', `/admin/vacancies/${draft.id}/published`, { published: false });
    expect(hidden.json().message).toBe(VACANCY_ADMIN_MESSAGES.unpublished);
    expect(await publicIds()).not.toContain(draft.id);
  });

  it('stores, edits and shows the Hindi title, finds it, and refuses an oversize one', async () => {
    const vacancy = await createVacancy(fields({ title: 'Hindi vacancy', titleHi: 'परामर्शदाताओं की नियुक्ति' }));
    expect(vacancy.titleHi).toBe('परामर्शदाताओं की नियुक्ति');
    const listed = (await ctx.app.inject({ url: '/api/vacancies' })).json().data;
    expect(listed.find((item: { id: number }) => item.id === vacancy.id)?.titleHi).toBe('परामर्शदाताओं की नियुक्ति');
    const found = await send('GET', `/admin/vacancies?q=${encodeURIComponent('नियुक्ति')}`);
    expect(found.json().data.items.map((item: { id: number }) => item.id)).toEqual([vacancy.id]);
    const edited = await sendForm('PUT', `/admin/vacancies/${vacancy.id}`, fields({ titleHi: '' }));
    expect(edited.json().data.titleHi).toBe('');
    const long = await sendForm('PUT', `/admin/vacancies/${vacancy.id}`, fields({ titleHi: 'क'.repeat(501) }));
    expectFieldError(long, 'titleHi', 'The title (Hindi) must be at most 500 characters.');
  });

  it('keeps the PDF when an update sends none, replaces it (removing the old file) when one is sent', async () => {
    const vacancy = await createVacancy();
    const kept = await sendForm('PUT', `/admin/vacancies/${vacancy.id}`, fields({ title: 'Renamed' }));
    expect(kept.json().data).toMatchObject({ title: 'Renamed', pdf: vacancy.pdf });
    const replaced = await sendForm('PUT', `/admin/vacancies/${vacancy.id}`, fields(), { pdf: samplePdf('b.pdf') });
    const newPdf = replaced.json().data.pdf;
    expect(newPdf).not.toBe(vacancy.pdf);
    expect(await fileStatus(vacancy.pdf)).toBe(404);
    expect(await fileStatus(newPdf)).toBe(200);

    const deleted = await send('DELETE', `/admin/vacancies/${vacancy.id}`);
    expect(deleted.json().message).toBe(VACANCY_ADMIN_MESSAGES.deleted);
    expect(await fileStatus(newPdf)).toBe(404);
    expect(await auditActionsOf(ctx.database.db, 'vacancy', vacancy.id)).toEqual([
      'vacancy.create',
      'vacancy.update',
      'vacancy.update',
      'vacancy.delete',
    ]);
  });

  it('lists every vacancy newest first, searches titles and pages', async () => {
    const a = await createVacancy(fields({ title: 'Walrus post A', published: 'false' }));
    const b = await createVacancy(fields({ title: 'walrus post B' }));
    const found = await send('GET', '/admin/vacancies?q=WALRUS');
    expect(found.json().data.items.map((v: { id: number }) => v.id)).toEqual([b.id, a.id]);
    const second = await send('GET', '/admin/vacancies?q=walrus&page=2&limit=1');
    expect(second.json().data).toMatchObject({ items: [{ id: a.id }], pages: { page: 2, limit: 1, totalData: 2 } });
  });

  it.each([
    ['a missing title', fields({ title: undefined }), 'title', 'Please enter the title.'],
    ['a missing upload date', fields({ upload_date: undefined }), 'upload_date', 'Please enter the upload date.'],
    [
      'an impossible last date',
      fields({ last_date: '2026-04-31' }),
      'last_date',
      'The last date must be a real date (YYYY-MM-DD).',
    ],
    [
      'a last date before the upload date',
      fields({ last_date: '2026-01-09' }),
      'last_date',
      CONTENT_MESSAGES.lastBeforeUpload,
    ],
    ['published as 1', fields({ published: '1' }), 'published', CONTENT_MESSAGES.published],
    ['an unknown field', { ...fields(), role: 'admin' }, 'role', undefined],
  ])('rejects %s with 400 under the field, leaving no row and no file', async (_name, values, path, msg) => {
    await expectNothingStored(VACANCY_RECORDS, async () => {
      const response = await sendForm('POST', '/admin/vacancies', values, { pdf: samplePdf() });
      expectFieldError(response, path, msg);
    });
  });

  it('needs the PDF on create; refuses a file over 10 MB (413) and an HTML page named .pdf (400)', async () => {
    await expectNothingStored(VACANCY_RECORDS, async () => {
      const missing = await sendForm('POST', '/admin/vacancies', fields());
      expect(missing.json().errors).toEqual([{ path: 'pdf', msg: CONTENT_MESSAGES.pdfRequired }]);
      await expectBadPdfsRefused('pdf', (file) => sendForm('POST', '/admin/vacancies', fields(), { pdf: file }));
      const wrongField = await sendForm('POST', '/admin/vacancies', fields(), { photo: samplePdf() });
      expect(wrongField.statusCode).toBe(400);
    });
  });

  it('answers 404 for unknown vacancies (leaving no file behind) and 400 for bad ids', async () => {
    await expectNothingStored(VACANCY_RECORDS, async () => {
      const update = await sendForm('PUT', '/admin/vacancies/999999', fields(), { pdf: samplePdf() });
      expect(update.statusCode).toBe(404);
    });
    await expectUnknownRecordAnswers404('/admin/vacancies');
    expect((await send('GET', '/admin/vacancies/x1')).statusCode).toBe(400);
  });
});
