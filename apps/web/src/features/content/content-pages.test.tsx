import { formatLongDate } from '@iiidem/shared/dates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TITLES } from '../../page-titles';
import { paths } from '../../paths';
import { ALUMNI_CONTENT } from './alumni';
import { CEC_EC_CONTENT } from './cec-ec';
import { CONSULTANTS_CONTENT } from './consultants';
import { DIRECTOR_GENERAL_CONTENT } from './director-general';
import { DIRECTORS_CONTENT } from './directors';
import { FACULTY_CONTENT } from './faculty';
import { IIIDEM_ALUMNI_CONTENT } from './iiidem-alumni';
import { MOU_PARTNERS_CONTENT } from './mou-partners';
import { OFFICERS_CONTENT } from './officers';
import { OUR_ALUMNI_CONTENT } from './our-alumni';
import { SITE_MAP_CONTENT } from './site-map';
import { renderRouteWithState } from './testing';
import { TRAINING_CALENDAR_CONTENT } from './training-calendar';
import { WEBINAR_CONTENT } from './webinar';

/** Every page of issue 6 this folder fills (about-us, mission-vision-goal, campus, academic affairs, the two centres, contact us, privacy policy and screen reader access are edited in the back office now: site-pages, site-info and institute tests): path, its title and its content module's last update. */
const PAGES: [path: string, title: string, lastUpdated: string][] = [
  [paths.directors, PAGE_TITLES.directors, DIRECTORS_CONTENT.lastUpdated],
  [paths.cecEc, PAGE_TITLES.cecEc, CEC_EC_CONTENT.lastUpdated],
  [paths.siteMap, PAGE_TITLES.siteMap, SITE_MAP_CONTENT.lastUpdated],
  [paths.mouPartners, PAGE_TITLES.mouPartners, MOU_PARTNERS_CONTENT.lastUpdated],
  [paths.consultants, PAGE_TITLES.consultants, CONSULTANTS_CONTENT.lastUpdated],
  [paths.alumni, PAGE_TITLES.alumni, ALUMNI_CONTENT.lastUpdated],
  [paths.officers, PAGE_TITLES.officers, OFFICERS_CONTENT.lastUpdated],
  [paths.directorGeneral, PAGE_TITLES.directorGeneral, DIRECTOR_GENERAL_CONTENT.lastUpdated],
  [paths.trainingCalendar, PAGE_TITLES.trainingCalendar, TRAINING_CALENDAR_CONTENT.lastUpdated],
  [paths.faculty, PAGE_TITLES.faculty, FACULTY_CONTENT.lastUpdated],
  [paths.ourAlumni, PAGE_TITLES.ourAlumni, OUR_ALUMNI_CONTENT.lastUpdated],
  [paths.iiidemAlumni, PAGE_TITLES.iiidemAlumni, IIIDEM_ALUMNI_CONTENT.lastUpdated],
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
    renderRouteWithState(paths.webinar);
    await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.webinar });
    expect(document.title).toBe('Innovative Electoral Practices: Stories from the Field | IIIDEM');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeOBJECTIVES');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(
      `Last updated: ${formatLongDate(WEBINAR_CONTENT.lastUpdated)}`,
    );
  });

  it('every content module carries a valid last-updated date', () => {
    for (const [, , lastUpdated] of PAGES) {
      expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(lastUpdated))).toBe(false);
    }
  });
});
