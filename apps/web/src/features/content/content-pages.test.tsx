import { formatLongDate } from '@iiidem/shared/dates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLES } from '../../page-titles';
import { paths } from '../../paths';
import { mockFetch } from '../../test/mock-api';
import { WEBINAR_PAGE, webinarPageAnswer } from '../../test/webinar-page';
import { SITE_MAP_CONTENT } from './site-map';
import { renderRouteWithState } from './testing';
import { TRAINING_CALENDAR_CONTENT } from './training-calendar';

/** Every page of issue 6 this folder still fills (the institute, site-information and who's-who pages are edited in the back office now: site-pages, site-info, institute and people tests): path, its title and its content module's last update. */
const PAGES: [path: string, title: string, lastUpdated: string][] = [
  [paths.siteMap, PAGE_TITLES.siteMap, SITE_MAP_CONTENT.lastUpdated],
  [paths.trainingCalendar, PAGE_TITLES.trainingCalendar, TRAINING_CALENDAR_CONTENT.lastUpdated],
];

describe('content pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(PAGES)(
    "%s has the title '%s | IIIDEM', one h1, the breadcrumb and its last update",
    async (path, title, lastUpdated) => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        new Response(JSON.stringify({ success: true, data: { course: [] } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      renderRouteWithState(path);
      await screen.findByRole('heading', { level: 1, name: title });
      expect(document.title).toBe(`${title} | IIIDEM`);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(breadcrumb.textContent?.startsWith('Home')).toBe(true);
      expect(breadcrumb.textContent?.endsWith(title)).toBe(true);
      expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${formatLongDate(lastUpdated)}`);
    },
  );

  it('the webinar page has its title, one h1, the breadcrumb Home > tab and its last update', async () => {
    mockFetch(webinarPageAnswer);
    renderRouteWithState(paths.webinar);
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.webinar });
    await screen.findByRole('tablist');
    expect(document.title).toBe('Innovative Electoral Practices: Stories from the Field | IIIDEM');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeOBJECTIVES');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(
      `Last updated: ${formatLongDate(WEBINAR_PAGE.lastUpdated.slice(0, 10))}`,
    );
  });

  it('every content module carries a valid last-updated date', () => {
    for (const [, , lastUpdated] of PAGES) {
      expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
    }
  });
});
