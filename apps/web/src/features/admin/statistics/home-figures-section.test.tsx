import { STATISTICS_MESSAGES, type THomeFiguresAnswer, type TStatisticsAnswer } from '@iiidem/shared/admin/statistics';
import { DEFAULT_HOME_FIGURES, type THomeFigures } from '@iiidem/shared/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, okJson, renderAppAt } from '../../../test/mock-api';
import { userDetailsOf } from '../../../test/user-details';

afterEach(() => {
  vi.restoreAllMocks();
});

const COMPUTED: THomeFigures = {
  years: { en: '15+', hi: '15+' },
  programs: { en: '1800+', hi: '1800+' },
  participants: { en: '1.2 lakh+', hi: '1.2 लाख+' },
  countries: { en: '150', hi: '150' },
};

const EMPTY_TABLES = { program_type: [], course: [], state: [], country: [], gender: [], year: [] };

/** A staff member's API: the statistics, the home figures (`current` until the POST, then the computed ones). */
function backOffice(counts = { years: 15, programs: 1834, participants: 120_456, countries: 150 }) {
  const posts: string[] = [];
  let current = DEFAULT_HOME_FIGURES;
  const spy = mockFetch(() => undefined);
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let answer = { status: 404, body: { success: false, message: 'Not found.' } as unknown };
    if (url.pathname === '/api/user-details') answer = okJson({ success: true, data: userDetailsOf('staff') });
    if (url.pathname === '/api/admin/statistics') {
      const body: TStatisticsAnswer = {
        success: true,
        data: { from_year: null, to_year: null, participants: 0, courses: 0, countries: 0, tables: EMPTY_TABLES },
      };
      answer = okJson(body);
    }
    if (url.pathname === '/api/admin/statistics/home-figures' && method === 'GET') {
      const body: THomeFiguresAnswer = { success: true, data: { counts, computed: COMPUTED, current } };
      answer = okJson(body);
    }
    if (url.pathname === '/api/admin/statistics/home-figures' && method === 'POST') {
      posts.push(url.search);
      current = COMPUTED;
      answer = okJson({
        success: true,
        message: STATISTICS_MESSAGES.homeFiguresSaved(COMPUTED),
        data: { figures: COMPUTED },
      });
    }
    if (url.pathname === '/api/site-settings') answer = okJson({ success: true, data: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  window.localStorage.setItem('accessToken', 'staff-token');
  return posts;
}

async function openSection() {
  renderAppAt('/admin/statistics');
  return screen.findByRole('region', { name: 'Figures for the home page' });
}

describe('Statistics › Figures for the home page', { timeout: 20_000 }, () => {
  it('shows each figure computed from the data beside the one on the home page now', async () => {
    backOffice();
    const section = await openSection();
    const table = await within(section).findByRole('table', {
      name: 'Figures for the home page: computed and shown now',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FigureComputed from the dataOn the home page now',
      'Years (since the institute was set up in June 2011)15+13+',
      'Programs (courses held with at least one participant)1800+ from 18341700+',
      'Participants (applicants whose attendance was marked completed)1.2 lakh+ (Hindi: 1.2 लाख+) from 1204561 lakh+ (Hindi: 1 लाख+)',
      'Countries (of the participants; India for domestic ones)150141',
    ]);
    expect(within(table).getByText('1.2 लाख+')).toHaveAttribute('lang', 'hi');
    expect(within(section).getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'href',
      '/admin/site-settings',
    );
  });

  it('puts the computed figures on the home page after a confirmation, then shows them as the home page’s', async () => {
    const posts = backOffice();
    const section = await openSection();
    const button = await within(section).findByRole('button', { name: 'Put the computed figures on the home page' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Put the computed figures on the home page?' });
    expect(dialog).toHaveTextContent(
      'The home page will show 15+ years, 1800+ programs, 1.2 lakh+ participants and 150 countries, in English and Hindi, and the global footprint’s total becomes 150 countries.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Put on the home page' }));

    const status = await within(section).findByRole('status');
    expect(status).toHaveTextContent(
      'The home page now shows 15+ years, 1800+ programs, 1.2 lakh+ participants and 150 countries.',
    );
    expect(posts).toEqual(['']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(section).getByText('The home page shows these figures already.')).toBeInTheDocument();
    expect(status).toHaveFocus();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const posts = backOffice();
    const section = await openSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Put the computed figures on the home page' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('offers nothing to put on the home page while no one has taken part', async () => {
    backOffice({ years: 15, programs: 0, participants: 0, countries: 0 });
    const section = await openSection();
    expect(
      await within(section).findByRole('button', { name: 'Put the computed figures on the home page' }),
    ).toBeDisabled();
    expect(within(section).getByText(STATISTICS_MESSAGES.noParticipants)).toBeInTheDocument();
  });
});
