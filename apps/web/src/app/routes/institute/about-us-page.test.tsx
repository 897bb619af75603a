import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { renderRouteWithState } from '../../../features/content/testing';
import { ABOUT_US_TABS } from '../../../features/institute/about-us-tabs';
import { paths } from '../../../paths';

async function renderAboutUs(state?: unknown) {
  const view = renderRouteWithState(paths.aboutUs, state);
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('About us', () => {
  it("shows the five tabs and opens 'About IIIDEM' when no tab is passed", async () => {
    await renderAboutUs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About IIIDEM',
      'Vision & Mission',
      'Campus & Facilities',
      "Organogram for the Hon'ble Commission",
      'IIIDEM Directory',
    ]);
    expect(selectedTab()).toHaveTextContent('About IIIDEM');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('set up by the Election Commission of India in June 2011');
  });

  it.each(ABOUT_US_TABS)("opens the tab '%s' passed in navigation state", async (tab) => {
    await renderAboutUs({ tab });
    expect(selectedTab()).toHaveTextContent(tab);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 })).toHaveTextContent(tab);
  });

  it('ignores a navigation state that names no tab of the page', async () => {
    await renderAboutUs({ tab: 'Nothing like this' });
    expect(selectedTab()).toHaveTextContent('About IIIDEM');
  });

  it('keeps the chosen tab in the navigation state, so Back, Forward and reload agree', async () => {
    const user = userEvent.setup();
    const { router } = await renderAboutUs();
    await user.click(screen.getByRole('tab', { name: 'Campus & Facilities' }));
    expect(router.state.location.state).toEqual({ tab: 'Campus & Facilities' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(selectedTab()).toHaveTextContent('Campus & Facilities');
  });

  it("switches tab when the Menu's 'Vision & Mission' link is used on the page itself", async () => {
    const user = userEvent.setup();
    await renderAboutUs({ tab: 'IIIDEM Directory' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Vision & Mission' }));
    expect(await screen.findByRole('tab', { name: 'Vision & Mission', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'To be a global centre of excellence in election management',
    );
  });

  it('opens the first item of the IIIDEM Directory accordion, with its officers from the settings', async () => {
    await renderAboutUs({ tab: 'IIIDEM Directory' });
    const panel = screen.getByRole('tabpanel');
    const toggles = within(panel).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Office of the Director General',
      'Centre for National Training',
      'Centre for International Training',
      'Academic Affairs',
      'Administration and Accounts',
    ]);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    const firstTable = within(panel).getByRole('table', { name: 'Officers: Office of the Director General' });
    expect(firstTable).toBeVisible();
    expect(within(firstTable).getByRole('link', { name: SITE_SETTINGS.desks.directorGeneral.email })).toHaveAttribute(
      'href',
      'mailto:dg@iiidem.example.org',
    );
    expect(firstTable).toHaveTextContent('Name of Officer');
    expect(
      within(panel).getByRole('table', { name: 'Officers: Centre for National Training', hidden: true }),
    ).not.toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All IIIDEM officers in one table' })).toHaveAttribute(
      'href',
      '/iiidem-officers',
    );
  });

  it("states the spec's figures on its tabs", async () => {
    await renderAboutUs();
    const panelText = (tab: string) =>
      document.getElementById(screen.getByRole('tab', { name: tab }).getAttribute('aria-controls') ?? '')
        ?.textContent ?? '';
    expect(panelText('About IIIDEM')).toContain('about eleven million poll personnel');
    expect(panelText('About IIIDEM')).toContain('more than 87 international programmes for about 102 countries');
    const campus = panelText('Campus & Facilities');
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
      expect(campus).toContain(figure);
    }
    const organogram = panelText("Organogram for the Hon'ble Commission");
    for (const post of ['Chief Election Commissioner', 'Election Commissioners', 'Director General, IIIDEM']) {
      expect(organogram).toContain(post);
    }
  });

  it('shows its last update', async () => {
    await renderAboutUs();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 20 November 2026');
  });
});
