import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { sampleDetail, sampleRow, serveAdminApi } from './test-api';

const ok = (body: unknown) => ({ status: 200, body });

describe('Back office: one application', { timeout: 20_000 }, () => {
  it('shows the summary, every nomination field and the photo fetched with the token', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path.startsWith('/api/private-files/')) return ok({});
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application 11: Asha Verma' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('StatusReceived');
    // Issue 17: the number the applicant sees, IIIDEM/<year submitted, IST>/<id in six digits>.
    expect(summary).toHaveTextContent('Application numberIIIDEM/2025/000011');
    expect(summary).toHaveTextContent('Applied on2025-01-11 01:30 IST');
    expect(summary).toHaveTextContent('CourseCertification Course for Returning Officers');
    const nomination = screen.getByRole('region', { name: 'Domestic nomination' });
    expect(nomination).toHaveTextContent('DesignationDeputy Collector');
    expect(nomination).toHaveTextContent('GenderFemale');
    expect(nomination).toHaveTextContent('Date of Birth15-02-1990');
    expect(nomination).toHaveTextContent('Karnataka (S10)');
    expect(await screen.findByRole('img', { name: 'Photo of Asha Verma' })).toHaveAttribute('src', 'blob:photo');
    const photoCall = calls.find((call) => call.path.startsWith('/api/private-files/'));
    expect(photoCall?.authorization).toBe('Bearer staff-token');
    expect(screen.getByText('No changes yet: the application is as the applicant sent it.')).toBeInTheDocument();
  });

  it('changes the status with a note and shows the new timeline entry', async () => {
    let detail = sampleDetail();
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: detail });
      if (call.path === '/api/admin/applications/11/status' && call.method === 'POST') {
        detail = sampleDetail({
          status: 2,
          status_note: 'Bring your ID card.',
          timeline: [
            {
              id: 1,
              action: 'application.status',
              from: 1,
              to: 2,
              note: 'Bring your ID card.',
              created_at: '2025-02-01T04:30:00.000Z',
              actor: { id: 3, name: 'Sunita Rao', email: 'sunita@example.org' },
            },
          ],
        });
        return ok({
          success: true,
          message: 'Status changed to Approved. The applicant has been e-mailed.',
          data: { id: 11, from: 1, status: 2 },
        });
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Approved' }, { timeout: 15_000 }));
    await user.type(screen.getByLabelText('Note to the applicant (optional)'), 'Bring your ID card.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('Status changed to Approved. The applicant has been e-mailed.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ status: 2, note: 'Bring your ID card.', expected_status: 1 });
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const entries = await within(timeline).findAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Status changed: Received → Approved');
    expect(entries[0]).toHaveTextContent('2025-02-01 10:00 IST by Sunita Rao (sunita@example.org)');
    expect(entries[0]).toHaveTextContent('Note: Bring your ID card.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Approved (current)' })).toBeChecked());
  });

  it('asks before rejecting, and rejects only after Reject (issue 19)', async () => {
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path === '/api/admin/applications/11/status') {
        return ok({ success: true, message: 'Status changed to Rejected.', data: { id: 11, from: 1, status: 3 } });
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Rejected' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent('The applicant will be e-mailed that the application was rejected.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Change status' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reject this application?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Status changed to Rejected.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 3, expected_status: 1 },
    ]);
  });

  it('keeps the list filters and sort in "Back to applications", with previous / next over that list (issue 19)', async () => {
    const row = (id: number, first_name: string) => sampleRow({ id, first_name, last_name: 'Test' });
    const page = (number: number, rows: ReturnType<typeof sampleRow>[]) =>
      ok({
        success: true,
        data: {
          applications: rows,
          pager: { page: number, page_size: 2, total: 5, total_pages: 3, total_capped: false },
        },
      });
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path === '/api/admin/applications') {
        if (call.search.get('page') === '2') return page(2, [row(11, 'Asha'), row(14, 'Meera')]);
        if (call.search.get('page') === null) return page(1, [row(20, 'Kiran'), row(18, 'Lata')]);
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11?status=2&sort=name&order=asc&page=2&page_size=2&bogus=1');
    const back = await screen.findByRole('link', { name: 'Back to applications' }, { timeout: 15_000 });
    expect(back).toHaveAttribute('href', '/admin/applications?status=2&page=2&page_size=2&sort=name&order=asc');
    const nav = await screen.findByRole('navigation', { name: 'Applications in the list' });
    // The first row of page 2: the previous one is the last row of page 1 (its link names page 1 by leaving it out).
    expect(await within(nav).findByRole('link', { name: 'Previous application: Lata Test' })).toHaveAttribute(
      'href',
      '/admin/applications/18?status=2&page_size=2&sort=name&order=asc',
    );
    expect(within(nav).getByRole('link', { name: 'Next application: Meera Test' })).toHaveAttribute(
      'href',
      '/admin/applications/14?status=2&page=2&page_size=2&sort=name&order=asc',
    );
    const lists = calls.filter((call) => call.path === '/api/admin/applications');
    expect(lists.every((call) => call.search.get('status') === '2' && call.search.get('sort') === 'name')).toBe(true);
  });

  it('says so when the status change is refused', async () => {
    serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path === '/api/admin/applications/11/status') {
        return {
          status: 409,
          body: { success: false, message: 'The application is already Received; nothing was changed.' },
        };
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change status' }, { timeout: 15_000 }));
    const form = screen.getByRole('region', { name: 'Change status' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The application is already Received; nothing was changed.',
    );
  });

  it('offers no status change for a completed application, and says how to change it (issue 19)', async () => {
    serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') {
        return ok({ success: true, data: sampleDetail({ status: 2, completed_at: '2026-02-28T10:00:00.000Z' }) });
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const form = await screen.findByRole('region', { name: 'Change status' }, { timeout: 15_000 });
    expect(form).toHaveTextContent(
      'This application is completed, so its status can no longer change. To change it, undo the completion under Completion and certificate (a certificate in force must be revoked first).',
    );
    expect(within(form).queryByRole('button', { name: 'Change status' })).toBeNull();
  });

  it('tells an unknown application apart', async () => {
    serveAdminApi(() => undefined);
    renderAppAt('/admin/applications/999');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'There is no application with this id.',
    );
  });

  it('names a withdrawal by the applicant in the timeline (issue 17)', async () => {
    serveAdminApi((call) =>
      call.path === '/api/admin/applications/11'
        ? ok({
            success: true,
            data: sampleDetail({
              status: 5,
              timeline: [
                {
                  id: 1,
                  action: 'application.withdraw',
                  from: 1,
                  to: 5,
                  note: null,
                  created_at: '2025-01-12T04:00:00.000Z',
                  actor: { id: 9, name: 'Asha Verma', email: 'asha@example.org' },
                },
              ],
            }),
          })
        : undefined,
    );
    renderAppAt('/admin/applications/11');
    const summary = await screen.findByRole('region', { name: 'Summary' }, { timeout: 15_000 });
    expect(summary).toHaveTextContent('StatusWithdrawn');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Withdrawn by the applicant: Received → Withdrawn');
  });
});
