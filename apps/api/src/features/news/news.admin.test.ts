import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import { NEWS_ADMIN_MESSAGES } from '@iiidem/shared/admin/news';
import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  auditActionsOf,
  expectBadPdfsRefused,
  expectFieldError,
  formValues,
  htmlRenamedPdf,
  publicFilesOf,
  type StoredRecords,
  samplePdf,
  useContentAdminApp,
} from '../../../test/support/content-admin';
import type { UploadFile } from '../../../test/support/nominations';
import { pressNews } from '../../db/schema/content';

const { ctx, users, send, sendForm, expectUnknownRecordAnswers404, fileStatus, expectNothingStored } =
  useContentAdminApp({
    referenceData: true,
  });

const LATEST_NEWS = 2;
const TENDERS = 3;

function fields(overrides: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    news_title: 'Tender for catering services',
    publish_date: '2026-01-15',
    category_id: String(TENDERS),
    document_link: '',
    published: 'true',
    ...overrides,
  };
  return formValues(values);
}

async function createNews(values = fields(), files: Record<string, UploadFile> = { document_file: samplePdf() }) {
  const response = await sendForm('POST', '/admin/news', values, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: number;
    news_titleHi: string;
    document_file: string | null;
    document_link: string | null;
  };
}

async function publicItems(categoryId: number) {
  const response = await ctx.app.inject({ url: `/api/press-news?category_id=${categoryId}&limit=100` });
  return response.json().data.pressnews as { id: number; press_news_document: object }[];
}

async function rowCount() {
  return (await ctx.database.db.select({ id: pressNews.id }).from(pressNews)).length;
}

const NEWS_RECORDS: StoredRecords = { rowCount, area: 'news' };

describe('back office: news and tenders API', () => {
  it('creates a tender with a PDF that shows at once in the public list, nested as press_news_document', async () => {
    const item = await createNews(fields({ news_title: 'Tender with a file', news_titleHi: 'फ़ाइल सहित निविदा' }));
    expect(item.document_file).toMatch(/^\/files\/news\/[0-9a-f]{32}\.pdf$/);
    const file = await ctx.app.inject({ url: item.document_file ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await publicItems(TENDERS)).find((i) => i.id === item.id)).toEqual({
      id: item.id,
      news_title: 'Tender with a file',
      news_titleHi: 'फ़ाइल सहित निविदा',
      publish_date: '2026-01-15',
      press_news_document: {
        document_link: null,
        document_file: item.document_file,
        // Its type and size, for the link's "(PDF, n KB)" (issue 16).
        document_file_info: { type: 'application/pdf', size: file.rawPayload.length },
      },
    });
    expect(await auditActionsOf(ctx.database.db, 'press_news', item.id)).toEqual(['press_news.create']);
  });

  it('edits the Hindi title, finds the item by it, and refuses an oversize or NUL Hindi title', async () => {
    const item = await createNews(fields({ news_title: 'Hindi edit' }));
    expect(item.news_titleHi).toBe('');
    const edited = await sendForm('PUT', `/admin/news/${item.id}`, fields({ news_titleHi: 'खानपान सेवाओं हेतु निविदा' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.news_titleHi).toBe('खानपान सेवाओं हेतु निविदा');
    const found = await send('GET', `/admin/news?q=${encodeURIComponent('खानपान')}`);
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const long = await sendForm('PUT', `/admin/news/${item.id}`, fields({ news_titleHi: 'क'.repeat(501) }));
    expectFieldError(long, 'news_titleHi', 'The title (Hindi) must be at most 500 characters.');
    const nul = await sendForm('PUT', `/admin/news/${item.id}`, fields({ news_titleHi: 'निविदा\u0000' }));
    expectFieldError(nul, 'news_titleHi', API_ERRORS.invalidCharacter);
  });

  it('creates a latest-news item with a link; unpublished items stay off the public list until published', async () => {
    const link = 'https://eci.gov.in/press-release/1';
    const item = await createNews(
      fields({ category_id: String(LATEST_NEWS), document_link: link, published: 'false' }),
      {},
    );
    expect(item).toMatchObject({ document_link: link, document_file: null });
    expect((await publicItems(LATEST_NEWS)).map((i) => i.id)).not.toContain(item.id);
    const published = await send('PATCH', `/admin/news/${item.id}/published`, { published: true });
    expect(published.json()).toMatchObject({ message: NEWS_ADMIN_MESSAGES.published, data: { published: true } });
    expect((await publicItems(LATEST_NEWS)).map((i) => i.id)).toContain(item.id);
    await send('PATCH', `/admin/news/${item.id}/published`, { published: false });
    expect((await publicItems(LATEST_NEWS)).map((i) => i.id)).not.toContain(item.id);
  });

  it('replaces the PDF on update and removes the old file after saving; a link replaces the file too', async () => {
    const item = await createNews(fields({ news_title: 'Replace me' }));
    const replaced = await sendForm('PUT', `/admin/news/${item.id}`, fields({ news_title: 'Replaced' }), {
      document_file: samplePdf('new.pdf'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newFile = replaced.json().data.document_file as string;
    expect(newFile).not.toBe(item.document_file);
    expect(await fileStatus(item.document_file ?? '')).toBe(404);
    expect(await fileStatus(newFile)).toBe(200);

    // Neither a link nor a file: the stored file stays.
    const kept = await sendForm('PUT', `/admin/news/${item.id}`, fields({ news_title: 'Kept' }));
    expect(kept.json().data).toMatchObject({ news_title: 'Kept', document_file: newFile });

    const linked = await sendForm('PUT', `/admin/news/${item.id}`, fields({ document_link: 'http://example.org/a' }));
    expect(linked.json().data).toMatchObject({ document_link: 'http://example.org/a', document_file: null });
    expect(await fileStatus(newFile)).toBe(404);
    expect(await auditActionsOf(ctx.database.db, 'press_news', item.id)).toEqual([
      'press_news.create',
      'press_news.update',
      'press_news.update',
      'press_news.update',
    ]);
  });

  it('deletes an item and its file', async () => {
    const item = await createNews();
    const deleted = await send('DELETE', `/admin/news/${item.id}`);
    expect(deleted.json()).toEqual({ success: true, message: NEWS_ADMIN_MESSAGES.deleted, data: { id: item.id } });
    expect(await fileStatus(item.document_file ?? '')).toBe(404);
    expect((await send('GET', `/admin/news/${item.id}`)).statusCode).toBe(404);
  });

  it('lists every item by publish date, the latest first, with its category, searches titles and pages; lists the categories', async () => {
    const a = await createNews(fields({ news_title: 'Quokka notice one', published: 'false' }));
    const b = await createNews(fields({ news_title: 'quokka notice two' }));
    const found = await send('GET', '/admin/news?q=QUOKKA&limit=1');
    expect(found.json().data).toMatchObject({
      items: [{ id: b.id, category_name: 'Tender & Miscellaneous', published: true }],
      pages: { page: 1, limit: 1, totalData: 2 },
    });
    expect((await send('GET', '/admin/news?q=quokka&page=2&limit=1')).json().data.items[0].id).toBe(a.id);
    // Issue 19: ordered by publish date, the latest first, whatever order the items were entered in.
    const later = await createNews(fields({ news_title: 'Quokka dated 2026-03-01', publish_date: '2026-03-01' }));
    const earlier = await createNews(fields({ news_title: 'Quokka dated 2026-02-01', publish_date: '2026-02-01' }));
    const byDate = (await send('GET', '/admin/news?q=quokka%20dated')).json().data.items as { id: number }[];
    expect(byDate.map((item) => item.id)).toEqual([later.id, earlier.id]);
    const categories = await send('GET', '/admin/news/categories');
    expect(categories.json().data).toEqual([
      { id: 1, news_name: 'Press Release' },
      { id: 2, news_name: 'Latest News' },
      { id: 3, news_name: 'Tender & Miscellaneous' },
    ]);
  });

  it.each([
    ['a missing title', fields({ news_title: undefined }), 'news_title', 'Please enter the title.'],
    [
      'an impossible date',
      fields({ publish_date: '2026-13-01' }),
      'publish_date',
      'The publish date must be a real date (YYYY-MM-DD).',
    ],
    ['a text category', fields({ category_id: 'tenders' }), 'category_id', NEWS_ADMIN_MESSAGES.category],
    [
      'a category that does not exist',
      fields({ category_id: '99' }),
      'category_id',
      NEWS_ADMIN_MESSAGES.unknownCategory,
    ],
    ['published as yes', fields({ published: 'yes' }), 'published', CONTENT_MESSAGES.published],
    [
      'a javascript: link',
      fields({ document_link: 'javascript:alert(1)' }),
      'document_link',
      CONTENT_MESSAGES.notHttpUrl,
    ],
    ['an unknown field', { ...fields(), role: 'admin' }, 'role', undefined],
    [
      'both a link and a file',
      fields({ document_link: 'https://example.org' }),
      'document_file',
      NEWS_ADMIN_MESSAGES.documentTwice,
    ],
  ])('rejects %s with 400 under the field, leaving no row and no file', async (_name, values, path, msg) => {
    await expectNothingStored(NEWS_RECORDS, async () => {
      const response = await sendForm('POST', '/admin/news', values, { document_file: samplePdf() });
      expectFieldError(response, path, msg);
    });
  });

  it('needs a link or a file on create', async () => {
    const response = await sendForm('POST', '/admin/news', fields());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'document_link', msg: NEWS_ADMIN_MESSAGES.documentMissing }]);
  });

  it('refuses a file over 10 MB (413), an HTML page named .pdf (400), a JSON body (415), leaving nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await publicFilesOf(ctx.app.files, 'news')];
    await expectBadPdfsRefused('document_file', (file) =>
      sendForm('POST', '/admin/news', fields(), { document_file: file }),
    );
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: users.staff.headers,
      payload: fields(),
    });
    expect(json.statusCode).toBe(415);
    const item = await createNews();
    const badUpdate = await sendForm('PUT', `/admin/news/${item.id}`, fields(), { document_file: htmlRenamedPdf() });
    expect(badUpdate.statusCode).toBe(400);
    expect(await fileStatus(item.document_file ?? '')).toBe(200);
    expect(await rowCount()).toBe(rowsBefore + 1);
    expect((await publicFilesOf(ctx.app.files, 'news')).length).toBe(filesBefore.length + 1);
  });

  it('answers 404 for unknown items (leaving no file behind) and 400 for bad ids', async () => {
    await expectNothingStored(NEWS_RECORDS, async () => {
      const update = await sendForm('PUT', '/admin/news/999999', fields(), { document_file: samplePdf() });
      expect(update.statusCode).toBe(404);
    });
    await expectUnknownRecordAnswers404('/admin/news');
    expect((await send('GET', '/admin/news/0')).statusCode).toBe(400);
    expect((await send('PATCH', '/admin/news/1/published', { published: 'no' })).statusCode).toBe(400);
  });
});
