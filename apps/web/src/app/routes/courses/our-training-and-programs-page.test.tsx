import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';

const TRAININGS = [
  { id: 11, training_name: 'Certification Programme for Returning Officers', training_code: 'DM-001' },
  { id: 12, training_name: 'Training of Trainers on Electoral Roll Management', training_code: 'DM-002' },
];

function serveTrainings(training: unknown[] = TRAININGS) {
  return mockApi((url) => (url.pathname === '/api/trainings' ? ok({ success: true, data: { training } }) : undefined));
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('programme overview (/our-training-and-programs)', { timeout: 20_000 }, () => {
  // Vite compiles the lazy page on first use, which can take seconds on a busy machine.
  beforeAll(() => import('./our-training-and-programs-page'), 60_000);

  it('offers the domestic, international and academic tabs, domestic first by default', async () => {
    serveTrainings();
    renderPage('/our-training-and-programs');
    const tablist = await screen.findByRole('tablist', { name: 'Programmes by type' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Domestic', 'International', 'Academic']);
    expect(selectedTab()).toHaveTextContent('Domestic');
  });

  it('takes the first tab from navigation state, then the saved activeTab, where all means domestic', async () => {
    serveTrainings();
    window.localStorage.setItem('activeTab', 'academic');
    const fromState = renderPage('/our-training-and-programs', { tab: 'international' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('International');
    fromState.unmount();

    const fromSaved = renderPage('/our-training-and-programs');
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Academic');
    fromSaved.unmount();

    window.localStorage.setItem('activeTab', 'all');
    renderPage('/our-training-and-programs');
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Domestic');
  });

  it('shows the national figures, five themes, the trainings table, the programs link and the master trainers PDF', async () => {
    serveTrainings();
    renderPage('/our-training-and-programs');
    await screen.findByRole('link', { name: 'DM-001: Certification Programme for Returning Officers' });
    const panel = visiblePanel();
    expect(panel).toHaveTextContent('National training at a glance (as on 28 May 2025)');
    expect(panel).toHaveTextContent('National trainings1,317');
    expect(panel).toHaveTextContent('National trainees1,00,638');
    expect(
      within(panel).getByRole('heading', { name: 'Five thematic areas' }).nextElementSibling?.children,
    ).toHaveLength(5);
    expect(
      within(panel).getByRole('link', { name: 'DM-002: Training of Trainers on Electoral Roll Management' }),
    ).toHaveAttribute('href', '/program-details/12');
    expect(panel).toHaveTextContent('237 national-level master trainers (as on 31 March 2024)');
    expect(within(panel).getByRole('link', { name: /List of national-level master trainers/ })).toHaveAttribute(
      'href',
      '/docs/national-level-master-trainers.pdf',
    );
  });

  it('links to the programs page with the domestic tab in navigation state', async () => {
    mockApi((url) =>
      url.pathname === '/api/courses'
        ? ok({ success: true, data: { course: [], pages: { page: 1, limit: 50, totalData: 0 } } })
        : url.pathname === '/api/trainings'
          ? ok({ success: true, data: { training: TRAININGS } })
          : undefined,
    );
    const { router } = renderPage('/our-training-and-programs');
    await userEvent.click(await screen.findByRole('link', { name: 'View domestic training programmes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iiidem-training-programs'));
    expect(router.state.location.state).toEqual({ tab: 'domestic' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Domestic');
  });

  it("says 'No data available' when there are no trainings or they fail to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTrainings([]);
    const empty = renderPage('/our-training-and-programs');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    empty.unmount();

    mockApi(() => ({ status: 400, body: { success: false, message: 'Some values are not valid.' } }));
    renderPage('/our-training-and-programs');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the international figures table, five formats, three photos and ten module PDFs', async () => {
    serveTrainings();
    renderPage('/our-training-and-programs');
    await userEvent.click(await screen.findByRole('tab', { name: 'International' }));
    const panel = visiblePanel();
    const table = within(panel).getByRole('table', {
      name: 'International programmes and participants as on 28 May 2025',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MeasureOfflineOnlineTotal',
      'International programmes12517142',
      'Participants2,6234303,053',
      'International modulesOffered in both modes10',
    ]);
    expect(
      within(panel).getByRole('heading', { name: 'Five training formats' }).nextElementSibling?.children,
    ).toHaveLength(5);
    const photos = within(panel).getAllByRole('img');
    expect(photos).toHaveLength(3);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('width', '720');
      expect(photo).toHaveAttribute('height', '450');
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo.getAttribute('alt')).not.toBe('');
    }
    const modules = within(panel).getAllByRole('link', { name: /^Module \d+:/ });
    expect(modules).toHaveLength(10);
    expect(modules[0]).toHaveAttribute('href', '/docs/international-modules/module-01.pdf');
    expect(modules[9]).toHaveAttribute('href', '/docs/international-modules/module-10.pdf');
    expect(within(panel).getByRole('link', { name: 'View international training programmes' })).toHaveAttribute(
      'href',
      '/iiidem-training-programs',
    );
  });

  it("shows the master's programme, its brochure and a link to all programs on the academic tab", async () => {
    serveTrainings();
    const { router } = renderPage('/our-training-and-programs', { tab: 'academic' });
    expect(
      await screen.findByRole('heading', { name: "Master's Programme in International Electoral Management" }),
    ).toBeInTheDocument();
    expect(visiblePanel()).toHaveTextContent('institute of social sciences');
    expect(screen.getByRole('link', { name: /Brochure of the master's programme/ })).toHaveAttribute(
      'href',
      '/docs/masters-programme-brochure.pdf',
    );
    await userEvent.click(screen.getByRole('link', { name: 'View all training programmes' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ tab: 'all' }));
  });
});
