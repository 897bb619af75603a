import type { TPublicPage, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { INITIAL_PAGES } from './initial-pages';
import { POLICY_PAGES } from './initial-pages-policies';
import { ensureSitePages } from './site-pages';

/**
 * The policy and help pages GIGW 3.0 asks for (issue 16): each is published at start-up, in English and Hindi,
 * with its title, and says what its page must say.
 */
const ctx = useTestApp();

beforeAll(async () => {
  await ensureSitePages(ctx.database.db, new Date('2026-11-01T10:00:00Z'));
});

async function published(slug: string): Promise<TPublicPage> {
  const response = await ctx.app.inject({ url: `/api/pages/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPublicPage;
}

/** Every text block's HTML of a page in one language, tabs and accordions included. */
function htmlOf(blocks: readonly TPublicPageBlock[], language: 'en' | 'hi'): string {
  return blocks
    .map((block) => {
      if (block.type === 'text') return language === 'en' ? block.html : block.htmlHi;
      if (block.type === 'sections') return block.items.map((item) => htmlOf(item.blocks, language)).join('\n');
      return '';
    })
    .join('\n');
}

const DEVANAGARI = /[\u0900-\u097F]/;

const EXPECTED: readonly [slug: string, title: string, titleHi: string, says: string][] = [
  ['copyright-policy', 'Copyright Policy', 'कॉपीराइट नीति', 'the source is acknowledged'],
  [
    'hyperlinking-policy',
    'Hyperlinking Policy',
    'हाइपरलिंकिंग नीति',
    'We do not allow our pages to be loaded into frames',
  ],
  ['terms-and-conditions', 'Terms and Conditions', 'नियम और शर्तें', 'governed by the laws of India'],
  ['disclaimer', 'Disclaimer', 'अस्वीकरण', 'will the institute or the Election Commission of India be liable'],
  ['accessibility-statement', 'Accessibility Statement', 'सुगम्यता कथन', 'WCAG) 2.2 at level AA'],
  ['help', 'Help', 'सहायता', 'Adobe Acrobat Reader'],
];

describe('the policy and help pages', () => {
  it('are all among the pages start-up publishes', () => {
    const slugs = INITIAL_PAGES.map((page) => page.slug);
    expect(POLICY_PAGES.map((page) => page.slug)).toEqual(EXPECTED.map(([slug]) => slug));
    for (const [slug] of EXPECTED) expect(slugs).toContain(slug);
  });

  it.each(EXPECTED)('publishes /%s in English and Hindi', async (slug, title, titleHi, says) => {
    const page = await published(slug);
    expect(page.title).toBe(title);
    expect(page.titleHi).toBe(titleHi);
    expect(page.summary).not.toBe('');
    expect(page.summaryHi).toMatch(DEVANAGARI);
    const english = htmlOf(page.blocks, 'en');
    const hindi = htmlOf(page.blocks, 'hi');
    expect(english).toContain(says);
    expect(hindi).toMatch(DEVANAGARI);
    // The Hindi is a text of its own, about as long as the English (not the English shown twice).
    expect(hindi).not.toBe(english);
    expect(hindi.length).toBeGreaterThan(english.length * 0.6);
    expect(`${english}${hindi}`).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });

  it('help explains documents and their viewers, and links to the screen reader page', async () => {
    const page = await published('help');
    const english = htmlOf(page.blocks, 'en');
    expect(english).toContain('href="/screen-reader-access"');
    expect(english).toContain('Portable Document Format (PDF)');
    expect(htmlOf(page.blocks, 'hi')).toContain('href="/screen-reader-access"');
  });

  it('the accessibility statement names a mailbox to write to about a problem', async () => {
    const page = await published('accessibility-statement');
    expect(page.blocks).toContainEqual({ type: 'settings', part: 'webmaster-email' });
    expect(htmlOf(page.blocks, 'en')).toContain('href="/feedback"');
  });
});
