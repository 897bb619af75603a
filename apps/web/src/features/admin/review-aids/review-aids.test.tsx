import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../../test/mock-api';
import { sampleDetail, serveAdminApi } from '../applications/test-api';

const ok = (body: unknown) => ({ status: 200, body });

const DUPLICATE = {
  id: 12,
  applicant: 'Asha Verma',
  course_name: 'Course on Electoral Rolls',
  status: 1,
  created_at: '2025-01-12T06:30:00.000Z',
  matches: ['name_dob', 'mobile'],
};

describe('Back office: review aids on an application (issue 19)', { timeout: 20_000 }, () => {
  it('warns of a duplicate, again when Approved is chosen, and rejects with a listed reason', async () => {
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path === '/api/admin/applications/11/duplicates') return ok({ success: true, data: [DUPLICATE] });
      if (call.path === '/api/admin/applications/11/notes') return ok({ success: true, data: [] });
      if (call.path === '/api/admin/rejection-reasons') {
        return ok({
          success: true,
          data: [
            { id: 4, label_en: 'Seats full', label_hi: 'सीटें भरी हैं', retired: false },
            { id: 5, label_en: 'Old reason', label_hi: 'पुराना कारण', retired: true },
          ],
        });
      }
      if (call.path === '/api/admin/applications/11/status') {
        return ok({ success: true, message: 'Status changed to Rejected.', data: { id: 11, from: 1, status: 3 } });
      }
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const warning = await screen.findByRole('region', { name: 'Possible duplicate' }, { timeout: 15_000 });
    expect(warning).toHaveTextContent('Another application looks like the same person. Check it before approving:');
    expect(within(warning).getByRole('link', { name: 'Application 12: Asha Verma' })).toHaveAttribute(
      'href',
      '/admin/applications/12',
    );
    expect(warning).toHaveTextContent('(same name and date of birth, same mobile)');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    const repeated = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Possible duplicate:'));
    expect(repeated).toHaveTextContent(
      'Possible duplicate: another application looks like the same person (see Possible duplicate above). Check before approving.',
    );

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    const reason = await screen.findByRole('combobox', { name: 'Reason for the rejection' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No listed reason', 'Seats full']);
    await user.selectOptions(reason, 'Seats full');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reject this application?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Status changed to Rejected.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 3, expected_status: 1, rejection_reason_id: 4 },
    ]);
  });

  it('lists the internal notes with author and IST time, and adds one', async () => {
    const notes = [{ id: 1, body: 'Called the office.', author: 'Meera Nair', created_at: '2025-01-12T06:30:00.000Z' }];
    const calls = serveAdminApi((call) => {
      if (call.path === '/api/admin/applications/11') return ok({ success: true, data: sampleDetail() });
      if (call.path === '/api/admin/applications/11/duplicates') return ok({ success: true, data: [] });
      if (call.path === '/api/admin/applications/11/notes' && call.method === 'POST') {
        const note = {
          id: 2,
          body: (call.body as { body: string }).body,
          author: 'Meera Nair',
          created_at: '2025-01-12T07:00:00.000Z',
        };
        notes.push(note);
        return { status: 201, body: { success: true, message: 'Note added.', data: note } };
      }
      if (call.path === '/api/admin/applications/11/notes') return ok({ success: true, data: notes });
      return undefined;
    });
    renderAppAt('/admin/applications/11');
    const panel = await screen.findByRole('region', { name: 'Internal notes' }, { timeout: 15_000 });
    expect(await within(panel).findByText('Called the office.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('2025-01-12 12:00 IST by Meera Nair');
    expect(screen.queryByRole('region', { name: 'Possible duplicate' })).toBeNull();
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('New note'), 'Letter received.');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Note added.')).toBeInTheDocument();
    expect(await within(panel).findByText('Letter received.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { body: 'Letter received.' },
    ]);
  });
});
