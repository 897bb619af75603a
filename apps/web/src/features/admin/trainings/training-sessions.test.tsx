import type { TAdminTraining } from '@iiidem/shared/admin/trainings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { mockApi, ok } from '../../../test/render-with-api';
import TrainingsPage from './trainings-page';

function training(): TAdminTraining {
  return {
    id: 5,
    training_name: 'Training on Counting of Votes',
    training_nameHi: 'मतों की गणना पर प्रशिक्षण',
    training_code: 'DM-009',
    overview: 'Counting procedures.',
    overviewHi: 'मतगणना की प्रक्रियाएं।',
    published: true,
    sessions: [
      {
        id: 11,
        session_name: 'Session 1: Law',
        session_nameHi: 'सत्र 1: विधि',
        session_desc: 'The legal frame.',
        session_descHi: 'विधिक ढांचा।',
        sort_order: 1,
        files: [
          {
            id: 101,
            file_type: 'PDF',
            file_title_name: 'Reading material',
            file_title_nameHi: 'पठन सामग्री',
            pdf: '/files/trainings/a.pdf',
            image: null,
            video: null,
            video_url: null,
            sort_order: 1,
          },
          {
            id: 102,
            file_type: 'VIDEO',
            file_title_name: 'Recorded lecture',
            file_title_nameHi: '',
            pdf: null,
            image: null,
            video: 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&amp;modestbranding=1',
            video_url: null,
            sort_order: 2,
          },
        ],
      },
      {
        id: 12,
        session_name: 'Session 2: Practice',
        session_nameHi: '',
        session_desc: null,
        session_descHi: '',
        sort_order: 2,
        files: [],
      },
    ],
  };
}

type Call = { method: string; path: string; body: unknown };

function serve(calls: Call[]) {
  return mockApi(async (url) => {
    const last = vi.mocked(globalThis.fetch).mock.lastCall;
    const init = last?.[1];
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path: url.pathname, body });
    if (method === 'GET' && url.pathname === '/api/admin/trainings/5') return ok({ success: true, data: training() });
    if (method === 'POST' && url.pathname === '/api/admin/trainings/5/sessions') {
      return ok({ success: true, message: 'Session added.', data: { id: 13, ...(body as object) } });
    }
    if (method === 'DELETE') return ok({ success: true, message: 'Session removed.', data: { id: 12 } });
    return undefined;
  });
}

function renderDetail() {
  const router = createMemoryRouter([{ path: '/admin/trainings', element: <TrainingsPage /> }], {
    initialEntries: ['/admin/trainings?id=5'],
  });
  return render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
}

describe('a training in the back office (/admin/trainings?id=5)', () => {
  beforeEach(() => window.localStorage.setItem('accessToken', 'staff-token'));
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('lists the sessions in order with their files and actions', async () => {
    serve([]);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Training DM-009' })).toBeTruthy();
    const sessions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sessions).toEqual(['Session 1: Law', 'Session 2: Practice']);
    const files = screen.getByRole('table', { name: 'Files of Session 1: Law' });
    const links = within(files).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/files/trainings/a.pdf',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&modestbranding=1',
    ]);
    // Issue 19: file kinds in words, not the stored codes.
    const kinds = within(files)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(kinds).toEqual(['PDF document', 'Video']);
    expect(screen.getByRole('button', { name: 'Remove file Reading material' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add file to Session 2: Practice' })).toBeTruthy();
    expect(screen.getByText('No files in this session.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Training code/ })).toHaveProperty('value', 'DM-009');
  });

  it('adds a session with the next display order and reloads the training', async () => {
    const calls: Call[] = [];
    serve(calls);
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add session' }));
    const name = screen.getByRole('textbox', { name: /^Session name(?! \(Hindi\))/ });
    const nameHi = screen.getByRole('textbox', { name: 'Session name (Hindi)' });
    expect(nameHi).toHaveAttribute('lang', 'hi');
    await user.click(screen.getAllByRole('button', { name: 'Add session' }).at(-1)!);
    expect(await screen.findByText('Please enter the session name.')).toBeTruthy();
    await user.type(name, 'Session 3: Assessment');
    await user.type(nameHi, 'सत्र 3: मूल्यांकन');
    await user.click(screen.getAllByRole('button', { name: 'Add session' }).at(-1)!);
    expect(await screen.findByText('Session added. "Session 3: Assessment"')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/admin/trainings/5/sessions',
      body: {
        session_name: 'Session 3: Assessment',
        session_nameHi: 'सत्र 3: मूल्यांकन',
        session_desc: null,
        session_descHi: '',
        sort_order: 3,
      },
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2));
  });

  it('removes a session only after the confirmation', async () => {
    const calls: Call[] = [];
    serve(calls);
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove session Session 2: Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the session "Session 2: Practice"?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/trainings/5/sessions/12', body: undefined }),
    );
    expect(await screen.findByText('"Session 2: Practice" was removed.')).toBeTruthy();
  });
});
