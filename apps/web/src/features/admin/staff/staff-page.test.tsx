import { STAFF_MESSAGES, type TStaffAccount } from '@iiidem/shared/admin/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, okJson, renderAppAt } from '../../../test/mock-api';
import { userDetailsOf } from '../../../test/user-details';

// jsdom has no <dialog> methods: open/close by the attribute, as the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

function account(overrides: Partial<TStaffAccount>): TStaffAccount {
  return {
    id: 1,
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera@example.org',
    role: 'admin',
    active: true,
    verified: true,
    created_at: '2026-03-01T04:30:00.000Z',
    last_sign_in_at: '2026-03-02T05:00:00.000Z',
    ...overrides,
  };
}

const ME = account({});
const RAVI = account({
  id: 2,
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@example.org',
  role: 'staff',
  last_sign_in_at: null,
});
const ASHA = account({
  id: 3,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  role: 'staff',
  active: false,
});

type Sent = { method: string; path: string; body: unknown };

function json(answer: MockAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API of a signed-in admin (meera@example.org); `answer` handles the writes. */
function backOffice(list: () => TStaffAccount[], answer: (sent: Sent) => MockAnswer | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let result: MockAnswer | undefined;
    if (method !== 'GET') {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: url.pathname, body };
      sent.push(request);
      result = answer(request);
    } else if (url.pathname === '/api/user-details') {
      result = okJson({ success: true, data: userDetailsOf('admin') });
    } else if (url.pathname === '/api/admin/staff') {
      result = okJson({ success: true, data: list() });
    }
    return json(result ?? { status: 404, body: { success: false, message: 'Not found.' } });
  });
  window.localStorage.setItem('accessToken', 'admin-token');
  return { sent };
}

async function openPage() {
  renderAppAt('/admin/staff');
  await screen.findByRole('heading', { level: 1, name: 'Staff accounts' });
  return screen.findByRole('table', { name: 'Staff and admin accounts' });
}

describe('/admin/staff', { timeout: 20_000 }, () => {
  it('lists the accounts with role and status badges; no action on your own row', async () => {
    backOffice(() => [ME, RAVI, ASHA]);
    const table = await openPage();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [me, ravi, asha] = rows.map((row) => within(row as HTMLElement));
    expect(me?.getByRole('rowheader')).toHaveTextContent('Meera Iyer (you)');
    expect(me?.getByText('Admin')).toBeInTheDocument();
    expect(me?.queryByRole('button')).not.toBeInTheDocument();
    expect(ravi?.getByText('Staff')).toBeInTheDocument();
    expect(ravi?.getByText('Active')).toBeInTheDocument();
    expect(ravi?.getByText('Never')).toBeInTheDocument();
    expect(ravi?.getByRole('button', { name: 'Deactivate Ravi Kumar' })).toBeInTheDocument();
    expect(asha?.getByText('Deactivated')).toBeInTheDocument();
    expect(asha?.getByRole('button', { name: 'Reactivate Asha Rao' })).toBeInTheDocument();
    expect(document.title).toContain('Staff accounts');
  });

  it('shows "Invitation pending" until the invitee has set a password', async () => {
    backOffice(() => [ME, account({ ...RAVI, verified: false })]);
    const table = await openPage();
    expect(within(table).getByText('Invitation pending')).toBeInTheDocument();
  });

  it('invites with the shared rules, then sends the payload and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    let list = [ME];
    const invitee = account({ id: 9, first_name: 'Nina', last_name: 'Das', email: 'nina@example.org', role: 'admin' });
    const { sent } = backOffice(
      () => list,
      (request) => {
        list = [ME, invitee];
        return request.path === '/api/admin/staff'
          ? { status: 201, body: { success: true, message: 'Invitation sent to nina@example.org.', data: invitee } }
          : undefined;
      },
    );
    await openPage();
    const form = screen.getByRole('region', { name: 'Invite a staff member' });
    const invite = within(form);

    await user.click(invite.getByRole('button', { name: 'Send invitation' }));
    expect(await invite.findByText('Email is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(invite.getByLabelText(/^E-mail/), 'Nina@Example.org');
    await user.type(invite.getByLabelText(/^First name/), 'Nina');
    await user.type(invite.getByLabelText(/^Last name/), 'Das');
    await user.selectOptions(invite.getByLabelText(/^Role/), 'admin');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to nina@example.org.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/staff',
        body: { email: 'nina@example.org', first_name: 'Nina', last_name: 'Das', role: 'admin' },
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Nina Das' })).toBeInTheDocument();
    expect(invite.getByLabelText(/^E-mail/)).toHaveValue('');
  });

  it("shows the API's refusal of an invitation under the field and above the form", async () => {
    const user = userEvent.setup({ delay: null });
    backOffice(
      () => [ME],
      () => ({
        status: 409,
        body: {
          success: false,
          message: STAFF_MESSAGES.applicantAccount,
          errors: [{ path: 'email', msg: STAFF_MESSAGES.applicantAccount }],
        },
      }),
    );
    await openPage();
    const invite = within(screen.getByRole('region', { name: 'Invite a staff member' }));
    await user.type(invite.getByLabelText(/^E-mail/), 'asha.applicant@example.org');
    await user.type(invite.getByLabelText(/^First name/), 'Asha');
    await user.type(invite.getByLabelText(/^Last name/), 'Verma');
    await user.click(invite.getByRole('button', { name: 'Send invitation' }));
    expect(await invite.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.applicantAccount);
    expect(invite.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('deactivates after a confirmation; Cancel changes nothing and returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    let list = [ME, RAVI];
    const { sent } = backOffice(
      () => list,
      () => {
        list = [ME, { ...RAVI, active: false }];
        return okJson({
          success: true,
          message: 'Ravi Kumar is deactivated; their sessions have ended.',
          data: { ...RAVI, active: false },
        });
      },
    );
    await openPage();
    const button = screen.getByRole('button', { name: 'Deactivate Ravi Kumar' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ravi Kumar?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(sent).toEqual([]);

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Deactivate Ravi Kumar?' });
    await user.click(within(again).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ravi Kumar is deactivated; their sessions have ended.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/staff/2/deactivate', body: undefined }]);
    expect(await screen.findByRole('button', { name: 'Reactivate Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal inside the dialog (e.g. the last admin)', async () => {
    const user = userEvent.setup({ delay: null });
    const other = account({ id: 5, first_name: 'Om', last_name: 'Prakash', email: 'om@example.org' });
    backOffice(
      () => [ME, other],
      () => ({ status: 409, body: { success: false, message: STAFF_MESSAGES.lastAdmin } }),
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Deactivate Om Prakash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Om Prakash?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.lastAdmin);
  });
});
