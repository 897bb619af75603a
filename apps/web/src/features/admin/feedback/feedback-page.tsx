import { INSTITUTE_TIME_ZONE } from '@iiidem/shared/constants';
import {
  FEEDBACK_CATEGORIES,
  type TFeedbackItemAnswer,
  type TFeedbackListAnswer,
  type TFeedbackSummary,
} from '@iiidem/shared/feedback/feedback';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { serverMessage } from '../../../lib/api-errors';
import { adminPaths } from '../admin-paths';
import { adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable, ListState } from '../ui/admin-table';
import './feedback-admin.css';

/** Back office "Feedback" (issue 16): what the public sent with the feedback form, newest first; read and answer. */

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

function when(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

function Status({ answeredAt }: { answeredAt: string | null }) {
  return <span className="admin-badge">{answeredAt ? 'Answered' : 'Open'}</span>;
}

const COLUMNS: readonly AdminColumn<TFeedbackSummary>[] = [
  { header: 'Received', cell: (item) => when(item.receivedAt) },
  {
    header: 'From',
    rowHeader: true,
    cell: (item) => (
      <Link to={adminPaths.feedbackDetail.replace(':id', String(item.id))}>
        {item.name}
        <span className="visually-hidden"> (feedback {item.id})</span>
      </Link>
    ),
  },
  { header: 'About', cell: (item) => FEEDBACK_CATEGORIES[item.category] },
  { header: 'Message', cell: (item) => item.excerpt },
  { header: 'Status', cell: (item) => <Status answeredAt={item.answeredAt} /> },
];

/** The list, a page at a time. */
export default function FeedbackPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAdminData<TFeedbackListAnswer>(`/admin/feedback?page=${page}`);
  const items = data?.data.items ?? [];
  const pages = data?.data.pages;
  const pageCount = pages ? Math.max(1, Math.ceil(pages.totalData / pages.limit)) : 1;
  return (
    <AdminPage title="Feedback">
      <p>
        Messages sent with the website’s feedback form, newest first. Reply to the sender by e-mail, then mark the
        message answered.
      </p>
      <ListState
        error={error}
        errorText="The feedback could not be loaded."
        loading={isLoading}
        loadingText="Loading feedback…"
        empty={items.length === 0}
        emptyText="No feedback yet."
      >
        <AdminTable caption={`Feedback, page ${page} of ${pageCount}`} items={items} columns={COLUMNS} />
        {pageCount > 1 ? (
          <nav className="content-pager" aria-label="Feedback pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous page
            </button>
            <p>
              Page {page} of {pageCount} ({pages?.totalData} in all)
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
            >
              Next page
            </button>
          </nav>
        ) : null}
      </ListState>
    </AdminPage>
  );
}

/** One message in full, and "Mark as answered". */
export function FeedbackDetailPage() {
  const { id } = useParams();
  const path = `/admin/feedback/${encodeURIComponent(id ?? '')}`;
  const { data, error, isLoading, mutate } = useAdminData<TFeedbackItemAnswer>(path);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const item = data?.data;

  const markAnswered = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await adminSend<TFeedbackItemAnswer>(`${path}/answered`, 'POST');
      await mutate(answer, { revalidate: false });
      setNotice({ kind: 'success', text: answer.message ?? 'The feedback is marked as answered.' });
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure, 'The feedback could not be marked as answered.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={item ? `Feedback ${item.id}` : 'Feedback'}>
      <p>
        <Link to={adminPaths.feedback}>Back to all feedback</Link>
      </p>
      <ListState
        error={error}
        errorText="The feedback could not be loaded."
        loading={isLoading}
        loadingText="Loading feedback…"
      >
        {item ? (
          <article className="feedback-admin">
            <dl className="feedback-admin__details">
              <dt>From</dt>
              <dd>{item.name}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${item.email}?subject=${encodeURIComponent(`Your feedback (reference ${item.id})`)}`}>
                  {item.email}
                </a>
              </dd>
              <dt>Phone</dt>
              <dd>{item.phone || 'Not given'}</dd>
              <dt>About</dt>
              <dd>{FEEDBACK_CATEGORIES[item.category]}</dd>
              <dt>Page language</dt>
              <dd>{item.language === 'hi' ? 'Hindi' : 'English'}</dd>
              <dt>Received</dt>
              <dd>{when(item.receivedAt)}</dd>
              <dt>Status</dt>
              <dd>
                {item.answeredAt
                  ? `Answered ${when(item.answeredAt)}${item.answeredBy ? ` by ${item.answeredBy}` : ''}`
                  : 'Open'}
              </dd>
            </dl>
            <h2 className="feedback-admin__heading">Message</h2>
            <p className="feedback-admin__message">{item.message}</p>
            {notice ? (
              <p
                className={`admin-notice admin-notice--${notice.kind}`}
                role={notice.kind === 'error' ? 'alert' : 'status'}
              >
                {notice.text}
              </p>
            ) : null}
            {item.answeredAt ? null : (
              <button type="button" className="button" disabled={busy} onClick={markAnswered}>
                {busy ? 'Marking…' : 'Mark as answered'}
              </button>
            )}
          </article>
        ) : null}
      </ListState>
    </AdminPage>
  );
}
