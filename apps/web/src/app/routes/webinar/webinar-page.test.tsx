import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';
import { mockFetch } from '../../../test/mock-api';
import { WEBINAR_PAGE, webinarPageAnswer } from '../../../test/webinar-page';

const STORAGE_KEY = 'webinarActiveTab';

/** The page staff edit (issue 15), read from the API as the seed publishes it. */
async function renderWebinar(state?: unknown) {
  const view = renderRouteWithState(paths.webinar, state);
  await screen.findByRole('heading', { level: 1, name: 'Innovative Electoral Practices: Stories from the Field' });
  await screen.findByRole('tablist');
  return view;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('Webinar page', () => {
  beforeEach(() => {
    mockFetch(webinarPageAnswer);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows banner, breadcrumb Home > current tab, title, intro and the four tabs, OBJECTIVES first', async () => {
    await renderWebinar();
    expect(document.title).toBe('Innovative Electoral Practices: Stories from the Field | IIIDEM');
    expect(document.querySelector('img.webinar__banner')).toHaveAttribute('src', '/institute/webinar-banner.svg');
    expect(breadcrumb()).toHaveTextContent('HomeOBJECTIVES');
    expect(within(breadcrumb()).getByText('OBJECTIVES')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'OBJECTIVES',
      'SESSIONS',
      'THE SPEAKERS',
      'UPDATES',
    ]);
    expect(selectedTab()).toHaveTextContent('OBJECTIVES');
    expect(
      screen.getByText(/case studies from the Chief Electoral Officers of States and Union Territories/),
    ).toBeVisible();
    const objectives = screen.getByRole('tabpanel');
    expect(objectives).toHaveTextContent('promote adoption of innovative practices in electoral management');
    expect(objectives).toHaveTextContent(
      'enhance horizontal learning by sharing best practices of Indian election officers',
    );
    expect(objectives).toHaveTextContent('build a repository of practical strategies');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 6 October 2025');
  });

  it('opens the tab passed in navigation state, and the breadcrumb follows it', async () => {
    await renderWebinar({ tab: 'THE SPEAKERS' });
    expect(selectedTab()).toHaveTextContent('THE SPEAKERS');
    expect(breadcrumb()).toHaveTextContent('HomeTHE SPEAKERS');
  });

  it('keeps the chosen tab in localStorage and opens it on the next visit', async () => {
    const user = userEvent.setup();
    const first = await renderWebinar();
    await user.click(screen.getByRole('tab', { name: 'SESSIONS' }));
    // The tab is the navigation's state, set by a (replacing) navigation.
    expect(await screen.findByRole('tab', { name: 'SESSIONS', selected: true })).toBeInTheDocument();
    expect(breadcrumb()).toHaveTextContent('HomeSESSIONS');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('SESSIONS');
    first.unmount();

    await renderWebinar();
    expect(selectedTab()).toHaveTextContent('SESSIONS');
  });

  it('prefers the navigation state to the stored tab, and stores it', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'SESSIONS');
    await renderWebinar({ tab: 'UPDATES' });
    expect(selectedTab()).toHaveTextContent('UPDATES');
    // Stored in an effect, which Preact runs after the next frame.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBe('UPDATES'));
  });

  it('falls back to OBJECTIVES when the stored value is not a tab', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'whatever');
    await renderWebinar();
    expect(selectedTab()).toHaveTextContent('OBJECTIVES');
  });

  it("shows Session 1 on 13 October 2025, 4:00 PM to 6:00 PM IST, with the spec's agenda", async () => {
    await renderWebinar({ tab: 'SESSIONS' });
    const panel = screen.getByRole('tabpanel');
    // The panel is headed by its tab; the session under it.
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('SESSIONS');
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Session 1: Green Elections: Exploring Sustainable Practices in Electoral Management',
    );
    expect(panel).toHaveTextContent('13 October 2025, 4:00 PM to 6:00 PM IST');
    const table = within(panel).getByRole('table', { name: 'Agenda of Session 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time (IST)', 'Session', 'Details']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['4 PM', 'Opening remarks'],
      ['4:00-4:40', 'Theme introduction'],
      ['4:40-4:50', 'Break'],
      ['4:50-5:30', 'Main talk'],
      ['5:30-6:00', 'Q&A'],
    ]);
    expect(rows[2]?.[2]).toBe('10 minutes');
    // The first cell names its row.
    expect(within(table).getByRole('rowheader', { name: '4:40-4:50' })).toBeInTheDocument();
    expect(table.querySelector('caption')).toHaveTextContent('Agenda of Session 1');
  });

  it('shows the session and its links under UPDATES too', async () => {
    await renderWebinar({ tab: 'UPDATES' });
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Green Elections: Exploring Sustainable Practices in Electoral Management');
    expect(within(panel).getByRole('table', { name: 'Agenda of Session 1' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Knowledge partner website/ })).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Concept note \(PDF\)/ })).toBeVisible();
  });

  it('shows two speaker profiles with photo and biography', async () => {
    await renderWebinar({ tab: 'THE SPEAKERS' });
    const panel = within(screen.getByRole('tabpanel'));
    const photos = panel.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/institute/speaker-1.svg',
      '/institute/speaker-2.svg',
    ]);
    expect(photos[0]).toHaveAccessibleName('Placeholder portrait of the first speaker');
    expect(panel.getAllByRole('heading', { level: 3, name: 'Name of Speaker' })).toHaveLength(2);
    expect(panel.getByText('Chief Electoral Officer of a State')).toBeVisible();
    expect(panel.getByText(/led a State-wide programme to cut plastic and paper at polling stations/)).toBeVisible();
    expect(panel.getByText(/studies how public bodies measure and reduce the environmental footprint/)).toBeVisible();
  });

  it('offers the concept note as a file of this site, and asks before leaving for the knowledge partner', async () => {
    const user = userEvent.setup();
    const { router } = await renderWebinar({ tab: 'SESSIONS' });
    const panel = within(screen.getByRole('tabpanel'));
    const note = panel.getByRole('link', { name: 'Concept note (PDF)' });
    expect(note).toHaveAttribute('href', '/docs/green-elections-concept-note.pdf');
    // The PDF is the browser's to open: the app does not take it for one of its routes.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    note.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe(paths.webinar);
    const partner = panel.getByRole('link', { name: /Knowledge partner website/ });
    expect(partner).toHaveAttribute('href', 'https://www.idea.int/');
    await user.click(partner);
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.leavingForExternalSite);
  });

  it('shows the page as staff published it, with its date as the last update', async () => {
    await renderWebinar();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 6 October 2025');
    expect(WEBINAR_PAGE.lastUpdated.startsWith('2025-10-06')).toBe(true);
  });
});
