import type { TFeedbackItem } from '@iiidem/shared/feedback/feedback';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { SITE_SETTINGS_ANSWER } from '../../../test/site-settings';
import { userDetailsOf } from '../../../test/user-details';

const OPEN: TFeedbackItem = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.org',
  phone: '',
  category: 'accessibility',
  language: 'hi',
  receivedAt: '2026-11-20T05:30:00.000Z',
  answeredAt: null,
  answeredBy: null,
  excerpt: "The PDF on the vacancies page isn't tagged…",
  message: "The PDF on the vacancies page isn't tagged.\nCould you send an accessible copy?",
};
const OLDER: TFeedbackItem = { ...OPEN, id: 3, name: 'Ravi Kumar', category: 'website', excerpt: 'Older message' };

type Sent = { method: string; path: string };

/** The API of a signed-in staff member: the feedback list, one message, and marking it answered. */
function backOffice() {
  const sent: Sent[] = [];
  let item = OPEN;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}` });
    let body: unknown = { success: false, message: 'Not found.' };
    let status = 200;
    if (url.pathname === '/api/site-settings') body = SITE_SETTINGS_ANSWER;
    else if (url.pathname === '/api/user-details') body = { success: true, data: userDetailsOf('staff') };
    else if (url.pathname === '/api/admin/feedback') {
      const { phone: _phone, message: _message, answeredBy: _by, ...summary } = item;
      body = { success: true, data: { items: [summary, OLDER], pages: { page: 1, limit: 20, totalData: 2 } } };
    } else if (url.pathname === '/api/admin/feedback/7' && method === 'GET') body = { success: true, data: item };
    else if (url.pathname === '/api/admin/feedback/7/answered' && method === 'POST') {
      item = { ...item, answeredAt: '2026-11-21T06:00:00.000Z', answeredBy: 'Meera Iyer' };
      body = { success: true, message: 'The feedback is marked as answered.', data: item };
    } else status = 404;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  window.localStorage.setItem('accessToken', 'staff-token');
  return { sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('/admin/feedback', { timeout: 20_000 }, () => {
  it('lists the feedback, opens one in full and marks it answered', async () => {
    const { sent } = backOffice();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/admin/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback');
    const table = await screen.findByRole('table', { name: 'Feedback, page 1 of 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Asha Rao (feedback 7)',
      'Ravi Kumar (feedback 3)',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Accessibility')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'GET', path: '/api/admin/feedback?page=1' });

    await user.click(within(table).getByRole('link', { name: /Asha Rao/ }));
    await screen.findByRole('heading', { level: 1, name: 'Feedback 7' });
    expect(screen.getByText(/Could you send an accessible copy\?/)).toHaveTextContent(
      "The PDF on the vacancies page isn't tagged. Could you send an accessible copy?",
    );
    expect(screen.getByRole('link', { name: 'asha@example.org' })).toHaveAttribute(
      'href',
      'mailto:asha@example.org?subject=Your%20feedback%20(reference%207)',
    );
    expect(screen.getByText('Hindi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as answered' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The feedback is marked as answered.');
    expect(screen.getByText(/^Answered .* by Meera Iyer$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as answered' })).not.toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', path: '/api/admin/feedback/7/answered' });
  });
});
