import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { type Call, sampleRow, serveAdminApi } from './test-api';

const ok = (body: unknown) => ({ status: 200, body });

function listAnswer(rows = [sampleRow(), sampleRow({ id: 12, first_name: 'Ravi', last_name: 'Kumar', status: 2 })]) {
  return ok({
    success: true,
    data: {
      applications: rows,
      pager: { page: 1, page_size: 25, total: rows.length, total_pages: 1, total_capped: false },
    },
  });
}

function serveList(extra: (call: Call) => { status: number; body: unknown } | undefined = () => undefined) {
  return serveAdminApi((call) => {
    if (call.path === '/api/admin/applications/courses') {
      return ok({
        success: true,
        data: [{ id: 7, course_name: 'Certification Course for Returning Officers', start_from: '2099-02-21' }],
      });
    }
    if (call.path === '/api/admin/applications' && call.method === 'GET') return listAnswer();
    return extra(call);
  });
}

describe('Back office: Applications list', { timeout: 20_000 }, () => {
  it("says '10,000+' when the API stopped counting, and pages up to where it stopped", async () => {
    serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/courses') return ok({ success: true, data: [] });
      if (call.path !== '/api/admin/applications') return undefined;
      const page = Number(call.search.get('page') ?? '1');
      return ok({
        success: true,
        data: {
          applications: [sampleRow()],
          pager: { page, page_size: 25, total: 10_000, total_pages: 400, total_capped: true },
        },
      });
    });
    renderAppAt('/admin/applications?page=400');
    expect(
      await screen.findByText('Page 400 of 400+ (10,000+ applications)', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('lists the courses matching "Find a course", keeping the chosen one, for the Course filter', async () => {
    const calls = serveList();
    renderAppAt('/admin/applications?course_id=7');
    expect(await screen.findByLabelText('Find a course', undefined, { timeout: 15_000 })).toHaveAccessibleDescription(
      'The Course list shows the 50 newest; type part of a name for others.',
    );
    await waitFor(() => expect(screen.getByLabelText('Course')).toHaveValue('7'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Find a course'), 'returning');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/admin/applications/courses' &&
            call.search.get('q') === 'returning' &&
            call.search.get('course_id') === '7',
        ),
      ).toBe(true),
    );
  });

  it('reads the filters from the URL, and writes new ones there for the API', async () => {
    const calls = serveList();
    const { router } = renderAppAt('/admin/applications?status=2&sort=name&order=asc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applications' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Applications, sorted by name/ });
    expect(within(table).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      // Issue 19: the row's link carries the list's filters and sort to the detail page.
      '/admin/applications/11?status=2&sort=name&order=asc',
    );
    expect(within(table).getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute('aria-sort', 'ascending');
    const firstList = calls.find((call) => call.path === '/api/admin/applications');
    expect(firstList?.search.get('status')).toBe('2');
    expect(screen.getByLabelText('Status')).toHaveValue('2');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search name or e-mail'), 'verma');
    await user.selectOptions(screen.getByLabelText('User type'), '3');
    await user.type(screen.getByLabelText('Applied from'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect(search.get('q')).toBe('verma');
      expect(search.get('user_type')).toBe('3');
      expect(search.get('status')).toBe('2');
      expect(search.get('from')).toBe('2025-01-01');
      expect(search.get('sort')).toBe('name');
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/applications' && call.search.get('q') === 'verma')).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: /Course/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('course'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull());
  });

  it('previews a bulk change in a dialog and applies it on Confirm', async () => {
    const calls = serveList((call) => {
      if (call.path === '/api/admin/applications/bulk-status/preview') {
        return ok({
          success: true,
          data: {
            status: 2,
            will_change: 1,
            will_skip: 1,
            rejection_reason: null,
            items: [
              {
                id: 11,
                found: true,
                current_status: 1,
                applicant: 'Asha Verma',
                email: 'asha@example.org',
                course_name: 'Certification Course for Returning Officers',
                will_change: true,
                skip_reason: null,
                new_status: 2,
              },
              {
                id: 12,
                found: true,
                current_status: 2,
                applicant: 'Ravi Kumar',
                email: 'ravi@example.org',
                course_name: 'Certification Course for Returning Officers',
                will_change: false,
                skip_reason: 'same_status',
                new_status: null,
              },
            ],
          },
        });
      }
      if (call.path === '/api/admin/applications/bulk-status') {
        return ok({
          success: true,
          message: '1 changed to Approved, 1 skipped.',
          data: { status: 2, changed: 1, changed_ids: [11], skipped: 1, skips: [{ id: 12, reason: 'same_status' }] },
        });
      }
      return undefined;
    });
    renderAppAt('/admin/applications');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all applications on this page' }, { timeout: 15_000 }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select application 11 of Asha Verma' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Change the status of 2 selected' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New status'), '2');
    await user.type(screen.getByLabelText('Note to the applicants (optional)'), 'Welcome aboard');
    await user.click(screen.getByRole('button', { name: 'Preview change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change status to Approved' });
    expect(within(dialog).getByText(/1 will change to Approved; 1 will be skipped/)).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Skipped: Already in this status' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Will change to Approved' })).toBeInTheDocument();
    const preview = calls.find((call) => call.path === '/api/admin/applications/bulk-status/preview');
    expect(preview?.body).toEqual({ ids: [11, 12], status: 2, note: 'Welcome aboard' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm: change 1' }));
    await waitFor(() => expect(screen.getAllByText('1 changed to Approved, 1 skipped.').length).toBeGreaterThan(0));
    const applied = calls.find((call) => call.path === '/api/admin/applications/bulk-status');
    expect(applied?.method).toBe('POST');
    expect(applied?.body).toEqual({ ids: [11, 12], status: 2, note: 'Welcome aboard' });
    expect(screen.queryByRole('heading', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('rejects in bulk with a reason from the list: offered only with Rejected, previewed, then sent', async () => {
    const reason = { id: 4, label_en: 'Nomination letter missing', label_hi: 'नामांकन पत्र संलग्न नहीं है' };
    const calls = serveList((call) => {
      if (call.path === '/api/admin/rejection-reasons') {
        return ok({
          success: true,
          data: [
            { ...reason, retired: false },
            { id: 5, label_en: 'Old wording', label_hi: 'पुराना', retired: true },
          ],
        });
      }
      if (call.path === '/api/admin/applications/bulk-status/preview') {
        return ok({
          success: true,
          data: {
            status: 3,
            will_change: 1,
            will_skip: 0,
            rejection_reason: reason,
            items: [
              {
                id: 11,
                found: true,
                current_status: 1,
                applicant: 'Asha Verma',
                email: 'asha@example.org',
                course_name: 'Certification Course for Returning Officers',
                will_change: true,
                skip_reason: null,
                new_status: 3,
              },
            ],
          },
        });
      }
      if (call.path === '/api/admin/applications/bulk-status') {
        return ok({
          success: true,
          message: '1 changed to Rejected, 0 skipped.',
          data: { status: 3, changed: 1, changed_ids: [11], skipped: 0, skips: [], waitlisted_ids: [] },
        });
      }
      return undefined;
    });
    renderAppAt('/admin/applications');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select application 11 of Asha Verma' }, { timeout: 15_000 }),
    );
    await user.selectOptions(screen.getByLabelText('New status'), '2');
    expect(screen.queryByLabelText('Reason for the rejection')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New status'), '3');
    const select = await screen.findByRole('combobox', { name: 'Reason for the rejection' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No listed reason', 'Nomination letter missing']),
    );
    await user.selectOptions(select, '4');
    await user.type(screen.getByLabelText('Note to the applicants (optional)'), 'Send it with your next nomination.');
    await user.click(screen.getByRole('button', { name: 'Preview change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change status to Rejected' });
    expect(dialog).toHaveAccessibleDescription(
      /Reason for the rejection: “Nomination letter missing” \(told in each applicant's language\)\./,
    );
    const sent = { ids: [11], status: 3, note: 'Send it with your next nomination.', rejection_reason_id: 4 };
    expect(calls.find((call) => call.path === '/api/admin/applications/bulk-status/preview')?.body).toEqual(sent);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: change 1' }));
    await waitFor(() => expect(screen.getAllByText('1 changed to Rejected, 0 skipped.').length).toBeGreaterThan(0));
    expect(calls.find((call) => call.path === '/api/admin/applications/bulk-status')?.body).toEqual(sent);
  });

  it('sends no reason when the status chosen after it is not Rejected', async () => {
    const calls = serveList((call) => {
      if (call.path === '/api/admin/rejection-reasons') {
        return ok({ success: true, data: [{ id: 4, label_en: 'Late', label_hi: 'देर', retired: false }] });
      }
      if (call.path === '/api/admin/applications/bulk-status/preview') {
        return ok({
          success: true,
          data: { status: 4, will_change: 0, will_skip: 0, rejection_reason: null, items: [] },
        });
      }
      return undefined;
    });
    renderAppAt('/admin/applications');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select application 11 of Asha Verma' }, { timeout: 15_000 }),
    );
    await user.selectOptions(screen.getByLabelText('New status'), '3');
    const select = await screen.findByRole('combobox', { name: 'Reason for the rejection' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '4');
    await user.selectOptions(screen.getByLabelText('New status'), '4');
    await user.click(screen.getByRole('button', { name: 'Preview change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status to Waitlisted' });
    expect(dialog).not.toHaveAccessibleDescription(/reason/i);
    expect(calls.find((call) => call.path === '/api/admin/applications/bulk-status/preview')?.body).toEqual({
      ids: [11],
      status: 4,
    });
  });

  it('exports the filtered list with the bearer token', async () => {
    const calls = serveList((call) =>
      call.path === '/api/admin/applications/export.csv' ? ok('Application ID\r\n') : undefined,
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    renderAppAt('/admin/applications?status=3&page=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 15_000 }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/applications/export.csv')).toBe(true));
    const exported = calls.find((call) => call.path === '/api/admin/applications/export.csv');
    expect(exported?.search.get('status')).toBe('3');
    expect(exported?.search.get('page')).toBeNull();
    expect(exported?.authorization).toBe('Bearer staff-token');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
