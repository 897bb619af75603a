import { STAFF_ROLE_LABELS, type TStaffAccount } from '@iiidem/shared/admin/staff';
import { INSTITUTE_TIME_ZONE } from '@iiidem/shared/constants';
import { useRef, useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { useUserDetails } from '../../../lib/use-user-details';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { InviteStaffForm } from './invite-staff-form';
import './staff.css';

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: INSTITUTE_TIME_ZONE, dateStyle: 'medium' });

function formatDateTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : 'Never';
}

function fullName(account: Pick<TStaffAccount, 'first_name' | 'last_name'>): string {
  return `${account.first_name} ${account.last_name}`.trim();
}

type Notice = { kind: 'success' | 'error'; text: string };

type StaffChange = { account: TStaffAccount; action: 'deactivate' | 'reactivate' };

/** The confirmation dialog's texts per change. */
const CHANGE_TEXT = {
  deactivate: {
    detail: 'They are signed out at once and cannot sign in until an admin reactivates the account.',
    confirm: 'Deactivate',
    busy: 'Deactivating…',
  },
  reactivate: {
    detail: 'They can sign in again with their password (and the code mailed to them).',
    confirm: 'Reactivate',
    busy: 'Reactivating…',
  },
} as const;

/** Back office: staff accounts (admins only; admin-app.tsx sends staff elsewhere). */
export default function StaffPage() {
  const { data, error, mutate } = useAdminData<Answer<TStaffAccount[]>>('/admin/staff');
  const { details } = useUserDetails();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [change, setChange] = useState<StaffChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const accounts = data?.data;
  const changeText = CHANGE_TEXT[change?.action ?? 'deactivate'];

  const ask = (account: TStaffAccount, action: StaffChange['action'], trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setChangeError(null);
    setChange({ account, action });
  };

  const close = () => {
    setChange(null);
    setChangeError(null);
    // Back to the button that opened the dialog (it stays in place, relabelled after a change).
    const trigger = triggerRef.current;
    window.setTimeout(() => trigger?.focus(), 0);
  };

  const confirm = async () => {
    if (!change) return;
    setBusy(true);
    setChangeError(null);
    try {
      const answer = await adminSend<Answer<TStaffAccount>>(
        `/admin/staff/${change.account.id}/${change.action}`,
        'POST',
      );
      setNotice({ kind: 'success', text: answer.message ?? 'Saved.' });
      await mutate();
      close();
    } catch (failure) {
      setChangeError(serverMessage(failure, 'The change could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const invited = async (message: string) => {
    setNotice({ kind: 'success', text: message });
    await mutate();
  };

  return (
    <AdminPage title="Staff accounts">
      <p className="admin-form__hint staff-page__intro">
        Staff review applications and edit content; admins also manage these accounts. An invited person sets their
        password through &ldquo;Forgot password&rdquo; with the address invited; deactivating an account signs it out at
        once.
      </p>
      <div aria-live="polite">
        {notice ? (
          <p
            className={`admin-notice${notice.kind === 'error' ? ' admin-notice--error' : ''}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>

      <InviteStaffForm onInvited={invited} />

      <h2 className="staff-page__subheading">Accounts</h2>
      {error && !accounts ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The staff accounts could not be loaded. Please try again.')}
        </p>
      ) : null}
      {!accounts && !error ? <p role="status">Loading staff accounts…</p> : null}
      {accounts ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls inside it, by keyboard too (WCAG 2.1.1).
        <section className="admin-table-wrap staff-page__table-wrap" aria-labelledby="staff-table-caption" tabIndex={0}>
          <table className="admin-table admin-table--actions">
            <caption id="staff-table-caption" className="visually-hidden">
              Staff and admin accounts
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Added</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => {
                const isSelf = details?.email_id === account.email;
                const name = fullName(account);
                return (
                  <tr key={account.id}>
                    <th scope="row">
                      {name}
                      {isSelf ? <span className="staff-page__you"> (you)</span> : null}
                    </th>
                    <td className="staff-page__email">{account.email}</td>
                    <td>
                      <span className={`admin-badge staff-badge--${account.role}`}>
                        {STAFF_ROLE_LABELS[account.role]}
                      </span>
                    </td>
                    <td>
                      <span
                        className={`admin-badge ${account.active ? 'staff-badge--active' : 'staff-badge--inactive'}`}
                      >
                        {account.active ? 'Active' : 'Deactivated'}
                      </span>
                      {account.verified ? null : (
                        <span className="admin-badge staff-badge--pending">Invitation pending</span>
                      )}
                    </td>
                    <td className="staff-page__date">{formatDateTime(account.last_sign_in_at)}</td>
                    <td className="staff-page__date">{DATE.format(new Date(account.created_at))}</td>
                    <td>
                      {isSelf ? null : (
                        <button
                          type="button"
                          className="button button--secondary staff-page__action"
                          aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${name}`}
                          onClick={(event) =>
                            ask(account, account.active ? 'deactivate' : 'reactivate', event.currentTarget)
                          }
                        >
                          {account.active ? 'Deactivate' : 'Reactivate'}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}

      <ConfirmDialog
        title={change ? `${changeText.confirm} ${fullName(change.account)}?` : null}
        detail={changeText.detail}
        confirmLabel={changeText.confirm}
        busyLabel={changeText.busy}
        cancelLabel="Cancel"
        busy={busy}
        error={changeError}
        onConfirm={confirm}
        onCancel={close}
      />
    </AdminPage>
  );
}
