import { MESSAGES } from '@iiidem/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';

const STORAGE_KEY = 'webinarActiveTab';

async function renderWebinar(state?: unknown) {
  const view = renderRouteWithState(paths.webinar, state);
  await screen.findByRole('heading', { level: 1, name: 'Innovative Electoral Practices: Stories from the Field' });
  return view;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('Webinar page', () => {
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
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('UPDATES');
  });

  it('falls back to OBJECTIVES when the stored value is not a tab', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'whatever');
    await renderWebinar();
    expect(selectedTab()).toHaveTextContent('OBJECTIVES');
  });

  it("shows Session 1 on 13 October 2025, 4:00 PM to 6:00 PM IST, with the spec's agenda", async () => {
    await renderWebinar({ tab: 'SESSIONS' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
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
    const panel = screen.getByRole('tabpanel');
    const profiles = within(panel).getAllByRole('article');
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) {
      expect(within(profile).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^\/institute\/speaker-/));
      expect(within(profile).getByRole('heading', { name: 'Name of Speaker' })).toBeInTheDocument();
    }
  });

  it('offers the concept note as a download of this site, and asks before leaving for the knowledge partner', async () => {
    const user = userEvent.setup();
    await renderWebinar({ tab: 'SESSIONS' });
    const panel = within(screen.getByRole('tabpanel'));
    const note = panel.getByRole('link', { name: 'Concept note (PDF)' });
    expect(note).toHaveAttribute('href', '/docs/green-elections-concept-note.pdf');
    expect(note).toHaveAttribute('download');
    const partner = panel.getByRole('link', { name: /Knowledge partner website/ });
    expect(partner).toHaveAttribute('href', 'https://www.idea.int/');
    await user.click(partner);
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.leavingForExternalSite);
  });
});
