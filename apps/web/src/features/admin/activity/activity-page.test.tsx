import type { TActivityEntry } from '@iiidem/shared/admin/activity';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { SITE_SETTINGS_ANSWER } from '../../../test/site-settings';
import { userDetailsOf } from '../../../test/user-details';

const LONG = `${'Election officials learn the whole process. '.repeat(5)}The end.`;
const PERSON = { id: 4, name: 'Sunita Rao', email: 'sunita@iiidem.example' };

const STATUS: TActivityEntry = {
  id: 90,
  at: '2026-11-24T08:35:00.000Z',
  actor: PERSON,
  kind: 'application',
  summary: 'Changed the status of application IIIDEM/2026/000123 from Received to Approved',
  changes: [],
  note: 'Welcome aboard.',
};
const EDIT: TActivityEntry = {
  id: 80,
  at: '2026-11-23T20:00:00.000Z',
  actor: PERSON,
  kind: 'course',
  summary: "Edited course 'Course on Voter Rolls'",
  changes: [
    { label: 'Title', from: 'Course on Electoral Rolls', to: 'Course on Voter Rolls' },
    { label: 'Held from', from: '', to: '15-12-2026' },
    { label: 'Programme description', from: 'Short.', to: LONG },
  ],
  note: null,
};
const OLD: TActivityEntry = { ...EDIT, id: 10, summary: "Added course 'Old one'", changes: [] };

/** The API of a signed-in admin: the activity log, two pages (the second is `before=80`). */
function backOffice() {
  const sent: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    let body: unknown = { success: false, message: 'Not found.' };
    let status = 200;
    if (url.pathname === '/api/site-settings') body = SITE_SETTINGS_ANSWER;
    else if (url.pathname === '/api/user-details') body = { success: true, data: userDetailsOf('admin') };
    else if (url.pathname === '/api/admin/activity') {
      sent.push(`${url.pathname}${url.search}`);
      const older = url.searchParams.get('before') === '80';
      body = {
        success: true,
        data: { items: older ? [OLD] : [STATUS, EDIT], next_before: older ? null : 80, people: [PERSON] },
      };
    } else status = 404;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  window.localStorage.setItem('accessToken', 'admin-token');
  return { sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('/admin/activity', { timeout: 20_000 }, () => {
  it('shows changes in words with IST times, shortens long values, filters and pages', async () => {
    const { sent } = backOffice();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/admin/activity');
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');

    const log = await screen.findByRole('list', { name: 'Changes, newest first' });
    const [status, edit] = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === log);
    expect(status).toHaveTextContent('24-11-2026 14:05 IST · Sunita Rao (sunita@iiidem.example) · Applications');
    expect(status).toHaveTextContent('Changed the status of application IIIDEM/2026/000123 from Received to Approved');
    expect(status).toHaveTextContent('Note: Welcome aboard.');
    expect(edit).toHaveTextContent('24-11-2026 01:30 IST');
    expect(edit).toHaveTextContent('Title: ‘Course on Electoral Rolls’ → ‘Course on Voter Rolls’');
    expect(edit).toHaveTextContent('Held from: (empty) → ‘15-12-2026’');
    const long = within(edit as HTMLElement).getByText(/Show all$/);
    expect(long.textContent?.length).toBeLessThan(140);
    await user.click(long);
    expect(within(edit as HTMLElement).getByText(LONG)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Person'), 'Sunita Rao (sunita@iiidem.example)');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Courses');
    await user.type(screen.getByLabelText('From (DD-MM-YYYY)'), '01112026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(sent).toContain('/api/admin/activity?actor=4&kind=course&from=2026-11-01'));

    await user.click(screen.getByRole('button', { name: 'Older changes' }));
    expect(await screen.findByText("Added course 'Old one'")).toBeInTheDocument();
    expect(sent).toContain('/api/admin/activity?actor=4&kind=course&from=2026-11-01&before=80');
    expect(screen.getByRole('button', { name: 'Older changes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer changes' }));
    expect(await screen.findByText(/Changed the status of application/)).toBeInTheDocument();
  });

  it('says when a typed date is no date', async () => {
    backOffice();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/admin/activity');
    await screen.findByRole('list', { name: 'Changes, newest first' });
    await user.type(screen.getByLabelText('To (DD-MM-YYYY)'), '31-02-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type dates as DD-MM-YYYY, or leave them empty.');
  });
});
