import {
  DECLINE_REASON_MAX_LENGTH,
  type TDataRequestItem,
  type TDataRequestListAnswer,
} from '@iiidem/shared/accounts/personal-data';
import { INSTITUTE_TIME_ZONE } from '@iiidem/shared/constants';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable, ListState, RowButton } from '../ui/admin-table';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * Back office "Data requests" (issue 17, DPDP Act 2023): people's requests to delete their account. Staff carry
 * one out (the account is erased, its applications kept anonymised) or decline it with a reason the person gets.
 */

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const STATUS_TEXT = { open: 'Open', done: 'Carried out', declined: 'Declined' } as const;
const FILTERS = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Carried out' },
  { value: 'declined', label: 'Declined' },
] as const;

function personOf(item: TDataRequestItem): string {
  return item.name ?? `Erased account ${item.userId}`;
}

export default function DataRequestsPage() {
  const [status, setStatus] = useState('');
  const { data, error, isLoading, mutate } = useAdminData<TDataRequestListAnswer>(
    `/admin/data-requests${status ? `?status=${status}` : ''}`,
  );
  const [confirming, setConfirming] = useState<TDataRequestItem | null>(null);
  const [declining, setDeclining] = useState<TDataRequestItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const items = data?.data.items ?? [];

  const close = () => {
    setConfirming(null);
    setDeclining(null);
    setFailure(null);
    opener.current?.focus();
  };

  const act = async (path: string, body?: unknown) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminSend<Answer<TDataRequestItem>>(path, 'POST', body);
      setConfirming(null);
      setDeclining(null);
      setNotice(answer.message ?? 'Done.');
      await mutate();
    } catch (caught) {
      setFailure(serverMessage(caught, 'The request could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  const columns: readonly AdminColumn<TDataRequestItem>[] = [
    { header: 'Requested', cell: (item) => DATE_TIME.format(new Date(item.requestedAt)) },
    {
      header: 'Person',
      rowHeader: true,
      cell: (item) => (
        <>
          {personOf(item)}
          {item.email ? (
            <>
              <br />
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </>
          ) : null}
        </>
      ),
    },
    { header: 'Applications', cell: (item) => item.applications },
    { header: 'Certificates', cell: (item) => item.certificates },
    {
      header: 'Status',
      cell: (item) => (
        <>
          <span className="admin-badge">{STATUS_TEXT[item.status]}</span>
          {item.closedAt ? (
            <>
              <br />
              {DATE_TIME.format(new Date(item.closedAt))}
              {item.closedBy ? ` by ${item.closedBy}` : ''}
            </>
          ) : null}
          {item.declineReason ? (
            <>
              <br />
              Reason: {item.declineReason}
            </>
          ) : null}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (item) =>
        item.status === 'open' ? (
          <div className="admin-confirm__actions">
            <RowButton
              context={`the request of ${personOf(item)}`}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setNotice(null);
                setConfirming(item);
              }}
            >
              Carry out
            </RowButton>
            <RowButton
              context={`the request of ${personOf(item)}`}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setNotice(null);
                setDeclining(item);
              }}
            >
              Decline
            </RowButton>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage title="Data requests">
      <p>
        Requests to delete an account (Digital Personal Data Protection Act 2023). Carrying one out erases the person’s
        data for good: their account, names, contact details, photos, documents and certificates; their applications
        stay only as anonymous figures, and they are told by e-mail. Decline with a reason when the law requires the
        institute to keep the data (for example an issued certificate).
      </p>
      <div className="admin-form__row">
        <label htmlFor="data-requests-status">Show</label>
        <select id="data-requests-status" value={status} onChange={(event) => setStatus(event.target.value)}>
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ListState
        error={error}
        errorText="The data requests could not be loaded."
        loading={isLoading}
        loadingText="Loading data requests…"
        empty={items.length === 0}
        emptyText="No data requests."
      >
        <AdminTable caption="Data requests" items={items} columns={columns} />
      </ListState>
      <ConfirmDialog
        title={confirming ? `Erase the account of ${personOf(confirming)}?` : null}
        detail={
          confirming
            ? `Their data is deleted for good and cannot be restored: ${confirming.applications} application(s) are kept anonymised and ${confirming.certificates} certificate(s) are deleted. They are told by e-mail.`
            : ''
        }
        confirmLabel="Erase the account"
        busyLabel="Erasing…"
        cancelLabel="Cancel"
        busy={busy}
        error={failure}
        onConfirm={() => confirming && act(`/admin/data-requests/${confirming.id}/carry-out`)}
        onCancel={close}
      />
      <DeclineDialog
        key={declining?.id ?? 'closed'}
        item={declining}
        busy={busy}
        error={failure}
        onDecline={(reason) => declining && act(`/admin/data-requests/${declining.id}/decline`, { reason })}
        onCancel={close}
      />
    </AdminPage>
  );
}

type DeclineDialogProps = {
  item: TDataRequestItem | null;
  busy: boolean;
  error: string | null;
  onDecline: (reason: string) => void;
  onCancel: () => void;
};

function DeclineDialog({ item, busy, error, onDecline, onCancel }: DeclineDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };
  return (
    <ModalDialog open={item !== null} onClose={cancel} labelledBy={titleId}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          setMissing(false);
          onDecline(reason.trim());
        }}
      >
        <h2 id={titleId} className="admin-confirm__title">
          {item ? `Decline the request of ${personOf(item)}` : 'Decline'}
        </h2>
        <label htmlFor={reasonId}>Reason (sent to the person)</label>
        <textarea
          id={reasonId}
          rows={4}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {missing ? (
          <p id={`${reasonId}-error`} className="admin-form__error">
            Please give the reason.
          </p>
        ) : null}
        {error ? (
          <p className="admin-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="admin-confirm__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Declining…' : 'Decline the request'}
          </button>
          <button type="button" className="button button--secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
