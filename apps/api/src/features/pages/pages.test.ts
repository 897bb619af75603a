import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ensureSitePages } from '../../db/seed/site-pages';

const ctx = useTestApp();

beforeAll(async () => {
  await ensureSitePages(ctx.database.db, new Date('2026-11-01T10:00:00Z'));
});

type Block = {
  type: string;
  html?: string;
  htmlHi?: string;
  label?: string;
  labelHi?: string;
  outline?: string;
  items?: Tab[];
};
type Tab = { id: string; label: string; labelHi: string; blocks: Block[] };

async function published(slug: string) {
  const response = await ctx.app.inject({ url: `/api/pages/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { title: string; titleHi: string; lastUpdated: string; blocks: Block[] };
}

/** A tab's text without tags, in English or Hindi. */
function textOf(tab: Tab, language: 'en' | 'hi' = 'en'): string {
  return tab.blocks
    .map((block) => (language === 'en' ? `${block.html ?? ''} ${block.outline ?? ''}` : (block.htmlHi ?? '')))
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the spec’s pages as first published (issue 15)', () => {
  it('about us: five tabs with the spec’s figures, in English and Hindi', async () => {
    const page = await published('about-us');
    expect(page).toMatchObject({ title: 'About Us', titleHi: 'हमारे बारे में', lastUpdated: '2026-11-01T10:00:00.000Z' });
    const tabs = page.blocks[0]!.items!;
    expect(tabs.map((tab) => tab.label)).toEqual([
      'About IIIDEM',
      'Vision & Mission',
      'Campus & Facilities',
      "Organogram for the Hon'ble Commission",
      'IIIDEM Directory',
    ]);
    const [about, vision, campus, organogram, directory] = tabs as [Tab, Tab, Tab, Tab, Tab];
    expect(textOf(about)).toContain('set up by the Election Commission of India in June 2011');
    expect(textOf(about)).toContain('about eleven million poll personnel');
    expect(textOf(about)).toContain('more than 87 international programmes for about 102 countries');
    expect(textOf(about, 'hi')).toContain('की स्थापना भारत निर्वाचन आयोग ने जून 2011 में');
    expect(about.blocks[0]!.html).toContain('<a href="/centre-for-national-training">Centre for National Training</a>');
    expect(textOf(vision)).toContain('To be a global centre of excellence in election management');
    for (const figure of [
      '5 acres',
      '26,500 sq m',
      '12,500 sqm',
      'about 550 trainees',
      'ground+7 floors',
      'about 200 people',
      '2405 sq m',
      '425 seats',
      'over 3,700 books',
    ]) {
      expect(textOf(campus), figure).toContain(figure);
    }
    for (const post of ['Chief Election Commissioner', 'Election Commissioners (two)', 'Director General, IIIDEM']) {
      expect(textOf(organogram)).toContain(post);
    }
    expect(directory.blocks).toContainEqual({
      type: 'people',
      list: 'officers',
      layout: 'table',
      label: '',
      labelHi: '',
    });
    expect(textOf(directory)).toContain('All IIIDEM officers in one table');
  });

  it('mission, vision and goal: the three tabs, Mission first', async () => {
    const page = await published('mission-vision-goal');
    const tabs = page.blocks.find((block) => block.type === 'sections')!.items!;
    expect(tabs.map((tab) => tab.label)).toEqual(['Mission', 'Vision', 'Goal']);
    expect(textOf(tabs[2]!)).toContain(
      'Every polling official trained by a certified master trainer before each election.',
    );
  });

  it('publishes a missing page once and never overwrites one staff have edited', async () => {
    await ensureSitePages(ctx.database.db, new Date('2026-11-05T10:00:00Z'));
    expect((await published('about-us')).lastUpdated).toBe('2026-11-01T10:00:00.000Z');
  });

  it('answers an unknown page with 404 and the error shape', async () => {
    const response = await ctx.app.inject({ url: '/api/pages/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'The page was not found.' });
  });
});
