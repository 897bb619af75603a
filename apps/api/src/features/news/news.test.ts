import { NEWS_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { ZPressNewsPage } from '@iiidem/shared/news/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { pressNews } from '../../db/schema/content';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp();

/** 23 published tenders on distinct days (newest = day 23), one hidden tender, and two items of category 1. */
const TENDER_COUNT = 23;
const dayOf = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  const { db } = ctx.database;
  await ensureReferenceData(db);
  // Tender 21's document is stored (1.5 MB); the other tenders' files are not.
  await ctx.app.files.write('public', 'news/tender-21.pdf', Buffer.alloc(1_572_864, 1));
  await db.insert(pressNews).values([
    ...Array.from({ length: TENDER_COUNT }, (_, i) => ({
      category_id: 3,
      news_title: `Tender ${i + 1}`,
      news_title_hi: `निविदा ${i + 1}`,
      publish_date: dayOf(i + 1),
      ...(i % 2 === 0
        ? { document_file: `/files/news/tender-${i + 1}.pdf` }
        : { document_link: `https://eprocure.example.gov.in/${i + 1}` }),
    })),
    // Same day as Tender 23: the later id comes first.
    { category_id: 3, news_title: 'Hidden draft tender', publish_date: dayOf(28), published: false },
    { category_id: 1, news_title: 'Press release A', publish_date: dayOf(5), document_link: 'https://example.org/a' },
    { category_id: 1, news_title: 'Press release B', publish_date: dayOf(6), document_link: 'https://example.org/b' },
  ]);
});

const get = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/press-news${query}`, headers });

describe('GET /api/press-news', () => {
  it('gives the first page of published tenders, newest first, with the category name and paging info', async () => {
    const response = await get('?category_id=3&page=1');
    expect(response.statusCode).toBe(200);
    const body = ZPressNewsPage.parse(response.json());
    expect(body.data.newscategory).toEqual({ news_name: MESSAGES.tenderFallbackTitle });
    expect(body.data.newscategory.news_name).toBe('Tender & Miscellaneous');
    expect(body.data.pages).toEqual({ page: 1, limit: NEWS_PAGE_SIZE, totalData: TENDER_COUNT });
    expect(body.data.pressnews.map((item) => item.news_title)).toEqual(
      Array.from({ length: NEWS_PAGE_SIZE }, (_, i) => `Tender ${TENDER_COUNT - i}`),
    );
    expect(body.data.pressnews[0]).toEqual({
      id: expect.any(Number),
      news_title: 'Tender 23',
      news_titleHi: 'निविदा 23',
      publish_date: '2025-01-23',
      // No file was stored under that name: no facts, not an error.
      press_news_document: {
        document_link: null,
        document_file: '/files/news/tender-23.pdf',
        document_file_info: null,
      },
    });
    expect(body.data.pressnews[1]?.press_news_document).toEqual({
      document_link: 'https://eprocure.example.gov.in/22',
      document_file: null,
      document_file_info: null,
    });
    expect(body.data.pressnews[2]?.press_news_document.document_file_info).toEqual({
      type: 'application/pdf',
      size: 1_572_864,
    });
  });

  it('never lists an unpublished item', async () => {
    const body = ZPressNewsPage.parse((await get('?category_id=3&limit=100')).json());
    expect(body.data.pressnews.map((item) => item.news_title)).not.toContain('Hidden draft tender');
    expect(body.data.pressnews).toHaveLength(TENDER_COUNT);
  });

  it('defaults to page 1 and gives the remainder on the last page', async () => {
    const first = ZPressNewsPage.parse((await get('?category_id=3')).json());
    expect(first.data.pages.page).toBe(1);
    const last = ZPressNewsPage.parse((await get('?category_id=3&page=3')).json());
    expect(last.data.pages).toEqual({ page: 3, limit: NEWS_PAGE_SIZE, totalData: TENDER_COUNT });
    expect(last.data.pressnews.map((item) => item.news_title)).toEqual(['Tender 3', 'Tender 2', 'Tender 1']);
  });

  it('gives an empty list for a page beyond the end, with the real total', async () => {
    const response = await get('?category_id=3&page=40');
    expect(response.statusCode).toBe(200);
    const body = ZPressNewsPage.parse(response.json());
    expect(body.data.pressnews).toEqual([]);
    expect(body.data.pages).toEqual({ page: 40, limit: NEWS_PAGE_SIZE, totalData: TENDER_COUNT });
  });

  it('takes a smaller limit for the home tab (5 items)', async () => {
    const body = ZPressNewsPage.parse((await get('?category_id=3&limit=5')).json());
    expect(body.data.pressnews).toHaveLength(5);
    expect(body.data.pages).toEqual({ page: 1, limit: 5, totalData: TENDER_COUNT });
  });

  it('lists only the asked category', async () => {
    const body = ZPressNewsPage.parse((await get('?category_id=1')).json());
    expect(body.data.newscategory.news_name).toBe('Press Release');
    expect(body.data.pressnews.map((item) => item.news_title)).toEqual(['Press release B', 'Press release A']);
  });

  it('gives an empty page for a known category without items', async () => {
    const body = ZPressNewsPage.parse((await get('?category_id=2')).json());
    expect(body.data).toEqual({
      pressnews: [],
      newscategory: { news_name: 'Latest News' },
      pages: { page: 1, limit: NEWS_PAGE_SIZE, totalData: 0 },
    });
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('?category_id=99');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
  });

  it.each([
    ['a missing category', ''],
    ['a category that is not a number', '?category_id=abc'],
    ['category 0', '?category_id=0'],
    ['a negative category', '?category_id=-3'],
    ['a fractional category', '?category_id=1.5'],
    ['a category beyond any id', '?category_id=99999999999'],
    ['page 0', '?category_id=3&page=0'],
    ['a page that is not a number', '?category_id=3&page=two'],
    ['an empty page', '?category_id=3&page='],
    ['a page in exponent form', '?category_id=3&page=1e3'],
    ['a repeated page', '?category_id=3&page=1&page=2'],
    ['limit 0', '?category_id=3&limit=0'],
    ['a limit above 100', '?category_id=3&limit=101'],
    ['an unknown parameter', '?category_id=3&sort=asc'],
  ])('answers 400 with field errors for %s', async (_case, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: API_ERRORS.validation });
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('is publicly cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('?category_id=3&page=2');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const again = await get('?category_id=3&page=2', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const otherPage = await get('?category_id=3&page=1', { 'if-none-match': String(etag) });
    expect(otherPage.statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toContain('/api/press-news');
  });
});
