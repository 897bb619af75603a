import { API_ERRORS } from '@iiidem/shared/messages';
import { SEARCH_MESSAGES, type TSearchResult, ZSearchAnswer } from '@iiidem/shared/search/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { courses } from '../../db/schema/courses';
import { sitePageRevisions, sitePages } from '../../db/schema/site-content';
import { seedDemoContentIfEmpty } from '../../db/seed/seed';
import { ensureSitePages } from '../../db/seed/site-pages';
import { prefixQueryOf, snippetOf } from './search-site';

const ctx = useTestApp();

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode).toBe(200);
  return ZSearchAnswer.parse(response.json()).data;
}

const find = (results: TSearchResult[], title: string) => results.find((result) => result.title === title);

beforeAll(async () => {
  const { db } = ctx.database;
  await seedDemoContentIfEmpty(ctx.database, { files: ctx.app.files });
  await ensureSitePages(db, new Date('2025-05-06T07:08:09.000Z'));
  await db.insert(courses).values({
    course_name: 'Withdrawn Psephology Seminar',
    start_from: '2025-02-10',
    end_to: '2025-02-21',
    program_type_id: 1,
    published: false,
  });
  // A page staff added, its words inside an accordion; and one never published.
  const document = {
    title: { en: 'Right to Information', hi: 'सूचना का अधिकार' },
    summary: { en: '', hi: '' },
    blocks: [
      {
        type: 'sections',
        style: 'accordion',
        label: { en: 'Questions', hi: 'प्रश्न' },
        items: [
          {
            id: 'officer',
            label: { en: 'Officer', hi: 'अधिकारी' },
            blocks: [
              {
                type: 'text',
                body: {
                  en: 'Write to the **Central Public Information Officer** about any record of the institute.',
                  hi: 'संस्थान के किसी भी अभिलेख के बारे में केंद्रीय लोक सूचना अधिकारी को लिखें।',
                },
              },
            ],
          },
        ],
      },
    ],
  };
  const [rti] = await db
    .insert(sitePages)
    .values([
      { slug: 'right-to-information', draft: document },
      { slug: 'draft-only', draft: { ...document, title: { en: 'Unpublished Psephology', hi: '' } } },
    ])
    .returning({ id: sitePages.id });
  const [revision] = await db
    .insert(sitePageRevisions)
    .values({ page_id: rti!.id, document })
    .returning({ id: sitePageRevisions.id });
  await db.update(sitePages).set({ published_revision_id: revision!.id }).where(eq(sitePages.id, rti!.id));
});

describe('GET /api/search', () => {
  it('finds a course by a word of its English name, with its page and both languages', async () => {
    const { results, pages } = await search('q=Returning');
    const course = find(results, 'Certification Course for Returning Officers');
    expect(course).toMatchObject({
      type: 'course',
      titleHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
      url: expect.stringMatching(/^\/training-program-details\/\d+$/),
      date: null,
    });
    expect(course!.snippet).toMatch(/^Certification Course for Returning Officers for /);
    expect(course!.snippet.length).toBeLessThanOrEqual(161);
    expect(course!.snippetHi).toMatch(/^रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम/);
    expect(pages).toMatchObject({ page: 1, limit: 10 });
    expect(pages.totalData).toBeGreaterThanOrEqual(1);
  });

  it('finds the same course by a word of its Hindi name, and by part of a word in either language', async () => {
    for (const words of ['रिटर्निंग', 'प्रमाण रिटर्नि', 'retur offic', 'RETURNING OFFICER']) {
      const { results } = await search(`q=${encodeURIComponent(words)}`);
      expect(find(results, 'Certification Course for Returning Officers'), words).toBeDefined();
    }
  });

  it('ranks a match in the title above one in the text only', async () => {
    const { results } = await search('q=Returning');
    expect(results[0]!.title).toContain('Returning');
  });

  it('finds a tender by its title in English and Hindi, linked to the news page with its date', async () => {
    for (const words of ['housekeeping horticulture', 'बागवानी']) {
      const { results } = await search(`q=${encodeURIComponent(words)}`);
      const tender = results.find((result) => result.title.includes('Housekeeping and Horticulture'));
      expect(tender, words).toMatchObject({ type: 'tender', url: '/latest-news-update' });
      expect(tender!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('finds an institute page by a word of its text, at its own address', async () => {
    const { results } = await search('q=auditorium');
    const pages = results.filter((result) => result.type === 'page');
    expect(pages.map((page) => page.url)).toContain('/campus-and-facilities');
  });

  it('finds a page by the words of its tables (the screen readers listed on Screen Reader Access)', async () => {
    const { results } = await search('q=NVDA');
    expect(results.filter((result) => result.type === 'page').map((page) => page.url)).toContain(
      '/screen-reader-access',
    );
  });

  it('finds a page staff added by words inside its tabs, in English and Hindi, at /pages/<slug>', async () => {
    for (const words of ['public information officer', 'लोक सूचना']) {
      const { results } = await search(`q=${encodeURIComponent(words)}`);
      expect(find(results, 'Right to Information'), words).toMatchObject({
        type: 'page',
        titleHi: 'सूचना का अधिकार',
        url: '/pages/right-to-information',
      });
    }
  });

  it('leaves out what is not published', async () => {
    const { results, pages } = await search('q=Psephology');
    expect(results).toEqual([]);
    expect(pages.totalData).toBe(0);
  });

  it('gives ten results a page, the next ten on page 2, and an empty page past the end with the total', async () => {
    const first = await search('q=training');
    expect(first.results).toHaveLength(10);
    expect(first.pages.totalData).toBeGreaterThan(20);
    const second = await search('q=training&page=2');
    expect(second.results).toHaveLength(10);
    expect(second.pages).toEqual({ page: 2, limit: 10, totalData: first.pages.totalData });
    const urls = new Set(
      [...first.results, ...second.results].map((result) => `${result.type}${result.url}${result.title}`),
    );
    expect(urls.size).toBe(20);
    const past = await search('q=training&page=999');
    expect(past.results).toEqual([]);
    expect(past.pages.totalData).toBe(first.pages.totalData);
  });

  it('answers the 61st search in a minute from one address with 429, other addresses going on', async () => {
    const from = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/api/search?q=x', remoteAddress });
    for (let i = 0; i < 60; i++) expect((await from('192.0.2.61')).statusCode).toBe(200);
    const over = await from('192.0.2.61');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await from('192.0.2.62')).statusCode).toBe(200);
  });

  it('finds nothing, without an error, for words with no letters or search operators only', async () => {
    for (const words of ['!!!', '" - or', "'&|:*"]) {
      const { results } = await search(`q=${encodeURIComponent(words)}`);
      expect(Array.isArray(results), words).toBe(true);
    }
    expect((await search(`q=${encodeURIComponent('%%%')}`)).results).toEqual([]);
  });

  it.each([
    ['no words', '', SEARCH_MESSAGES.empty],
    ['only spaces', 'q=%20%20%20', SEARCH_MESSAGES.empty],
    ['too long', `q=${'a'.repeat(101)}`, SEARCH_MESSAGES.tooLong],
    ['a NUL character', 'q=ab%00cd', API_ERRORS.invalidCharacter],
    ['page 0', 'q=course&page=0', 'The page must be a whole number from 1.'],
    ['page abc', 'q=course&page=abc', 'The page must be a whole number from 1.'],
    ['an unknown parameter', 'q=course&sort=title', undefined],
  ])('refuses %s with a 400 in the error shape', async (_name, query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
    if (message) expect(JSON.stringify(body)).toContain(message);
  });

  it('is in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(response.json().paths)).toContain('/api/search');
  });
});

describe('prefixQueryOf', () => {
  it('keeps words of letters, vowel signs and digits as prefixes, never operators or quotes', () => {
    expect(prefixQueryOf("Retur' offic:* | DM-001 & !x")).toBe("'Retur':* & 'offic':* & 'DM':* & '001':* & 'x':*");
    expect(prefixQueryOf('प्रमाण पाठ्य')).toBe("'प्रमाण':* & 'पाठ्य':*");
    expect(prefixQueryOf(' !! ')).toBe('');
  });
});

describe('snippetOf', () => {
  it('gives a page’s Markdown as plain words, cut near 160 characters at a word', () => {
    expect(snippetOf('Read **the [rules](/rules)** here.')).toBe('Read the rules here.');
    const long = snippetOf(`${'word '.repeat(50)}end`);
    expect(long.endsWith('word…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(161);
  });
});
