import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import { ZVacancyList } from '@iiidem/shared/vacancies/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { vacancies } from '../../db/schema/content';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** Rows written straight to the table, not through the back office: the cache of public reads is told here. */
async function insertVacancies(rows: (typeof vacancies.$inferInsert)[]) {
  await ctx.database.db.insert(vacancies).values(rows);
  ctx.app.publicReads.invalidate('vacancies');
}

describe('GET /api/vacancies', () => {
  // Runs first: the table is still empty.
  it('gives an empty list when there are no vacancies', async () => {
    const response = await get('/api/vacancies');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('gives the vacancies, the most recently uploaded first, with every field of the spec', async () => {
    await insertVacancies([
      {
        title: 'Engagement of Consultant (IT)',
        title_hi: 'परामर्शदाता (आईटी) की नियुक्ति',
        upload_date: '2025-03-01',
        last_date: '2025-03-31',
        advertisement_no: 'IIIDEM/Rectt/2025/01',
        pdf: '/files/vacancies/advertisement-1.pdf',
      },
      { title: 'Deputy Director on deputation', upload_date: '2025-05-10', last_date: null },
      { title: 'Young Professionals', upload_date: '2025-04-02', last_date: '2025-05-02', advertisement_no: 'A/2' },
    ]);
    const response = await get('/api/vacancies');
    expect(response.statusCode).toBe(200);
    const { data } = ZVacancyList.parse(response.json());
    expect(data.map((vacancy) => vacancy.title)).toEqual([
      'Deputy Director on deputation',
      'Young Professionals',
      'Engagement of Consultant (IT)',
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'Deputy Director on deputation',
      titleHi: '',
      upload_date: '2025-05-10',
      last_date: null,
      advertisement_no: null,
      pdf: null,
      pdf_info: null,
    });
    expect(data[2]).toEqual({
      id: expect.any(Number),
      title: 'Engagement of Consultant (IT)',
      titleHi: 'परामर्शदाता (आईटी) की नियुक्ति',
      upload_date: '2025-03-01',
      last_date: '2025-03-31',
      advertisement_no: 'IIIDEM/Rectt/2025/01',
      pdf: '/files/vacancies/advertisement-1.pdf',
      // The store has no such file: no facts, and no error.
      pdf_info: null,
    });
  });

  it("gives each advertisement's type and size from the file store (issue 16: 'PDF, 245 KB')", async () => {
    await ctx.app.files.write('public', 'vacancies/advertisement-2.pdf', Buffer.alloc(250_880, 1));
    await insertVacancies([
      { title: 'Stenographer Grade D', upload_date: '2025-01-15', pdf: '/files/vacancies/advertisement-2.pdf' },
    ]);
    const { data } = ZVacancyList.parse((await get('/api/vacancies')).json());
    expect(data.find((vacancy) => vacancy.title === 'Stenographer Grade D')?.pdf_info).toEqual({
      type: 'application/pdf',
      size: 250_880,
    });
  });

  it(`gives at most ${MAX_PAGE_SIZE} vacancies`, async () => {
    await insertVacancies(
      Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, i) => ({
        title: `Old notice ${i + 1}`,
        upload_date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    const { data } = ZVacancyList.parse((await get('/api/vacancies')).json());
    expect(data).toHaveLength(MAX_PAGE_SIZE);
    expect(data[0]?.title).toBe('Deputy Director on deputation');
  });

  it('answers 400 to an unknown query parameter', async () => {
    const response = await get('/api/vacancies?page=2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: API_ERRORS.validation });
  });

  it('is publicly cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/vacancies');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/vacancies', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/vacancies', { 'if-none-match': '"not-the-etag"' });
    expect(stale.statusCode).toBe(200);
  });
});
