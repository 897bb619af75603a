import {
  PARTICIPANT_AUDIENCE_LABELS,
  PARTICIPANT_AUDIENCES,
  PARTICIPANT_BODY_MAX,
  PARTICIPANT_PLACEHOLDERS,
  PARTICIPANT_SUBJECT_MAX,
  participantsFileName,
  type TParticipantAudience,
  type TParticipantListResponse,
  type TParticipantMessagePreviewResponse,
  type TParticipantMessageSentResponse,
} from '@iiidem/shared/admin/participants';
import { formatCourseDate } from '@iiidem/shared/dates';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { serverMessage } from '../../../lib/api-errors';
import { downloadWithToken } from '../../../lib/download-with-token';
import { adminPaths } from '../admin-paths';
import { adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { TableScroll } from '../ui/table-scroll';
import './participants.css';

/**
 * Back office "Participants" of one course (issue 19): the list with every field a coordinator needs, printed on
 * A4 without the site's navigation (participants.css), exported as CSV or XLSX, and a message to the batch
 * from a template in English and Hindi, previewed with the first recipient's values before it is queued.
 */

type Participant = TParticipantListResponse['data']['participants'][number];
type Preview = TParticipantMessagePreviewResponse['data'];

const COLUMNS: readonly { header: string; cell: (p: Participant) => string | number }[] = [
  { header: 'Name', cell: (p) => p.name },
  { header: 'Designation', cell: (p) => p.designation },
  { header: 'Work place', cell: (p) => p.work_place },
  { header: 'State or country', cell: (p) => p.state_or_country },
  { header: 'Mobile', cell: (p) => p.mobile },
  { header: 'E-mail', cell: (p) => p.email },
  { header: 'Gender', cell: (p) => p.gender },
  { header: 'Date of birth', cell: (p) => (p.date_of_birth ? formatCourseDate(p.date_of_birth) : '') },
  { header: 'Hostel', cell: (p) => p.hostel },
  { header: 'Status', cell: (p) => p.status_label },
  { header: 'Attended days', cell: (p) => p.attended_days },
  { header: 'Certificate number', cell: (p) => p.certificate_number },
];

const PLACEHOLDER_HINT = `You may use ${PARTICIPANT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}; each person's mail fills them in.`;

export default function ParticipantsPage() {
  const { id = '' } = useParams();
  const path = `/admin/courses/${id}/participants`;
  const { data, error, isLoading } = useAdminData<TParticipantListResponse>(path);
  const captionId = useId();
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const course = data?.data.course;
  const participants = data?.data.participants ?? [];

  const download = async (extension: 'csv' | 'xlsx') => {
    setNotice(null);
    try {
      const fallback = course
        ? participantsFileName(course.course_name, course.held_from ?? course.start_from, extension)
        : `participants.${extension}`;
      await downloadWithToken(`${path}/export.${extension}`, fallback);
    } catch (failure) {
      setNotice({ text: serverMessage(failure, 'The download failed. Please try again.'), error: true });
    }
  };

  const counts = new Map<string, number>();
  for (const p of participants) counts.set(p.status_label, (counts.get(p.status_label) ?? 0) + 1);
  const summary = [...counts].map(([label, count]) => `${count} ${label.toLowerCase()}`).join(', ');

  return (
    <AdminPage
      title={course ? `Participants: ${course.course_name}` : 'Participants'}
      actions={
        <div className="participants-actions no-print">
          <button type="button" className="button" onClick={() => window.print()} disabled={!course}>
            Print the list
          </button>
          <button type="button" className="button button--secondary" onClick={() => download('csv')} disabled={!course}>
            Download CSV
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => download('xlsx')}
            disabled={!course}
          >
            Download XLSX
          </button>
          <Link className="button button--secondary" to={adminPaths.courses}>
            Back to courses
          </Link>
        </div>
      }
    >
      <div className="participants-sheet">
        {isLoading ? (
          <p className="page-loading" role="status">
            Loading participants…
          </p>
        ) : null}
        {error ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {serverMessage(error, 'The participants could not be loaded.')}
          </p>
        ) : null}
        {notice ? (
          <p className={notice.error ? 'admin-notice admin-notice--error' : 'admin-notice'} role="status">
            {notice.text}
          </p>
        ) : null}
        {course ? (
          <>
            <dl className="participants-course">
              <div>
                <dt>Held</dt>
                <dd>
                  {course.held_from && course.held_to
                    ? `${formatCourseDate(course.held_from)} to ${formatCourseDate(course.held_to)}`
                    : 'Not set'}
                </dd>
              </div>
              {course.location ? (
                <div>
                  <dt>Place</dt>
                  <dd>{course.location}</dd>
                </div>
              ) : null}
              <div>
                <dt>Applications</dt>
                <dd>
                  {formatCourseDate(course.start_from)} to {formatCourseDate(course.end_to)}
                </dd>
              </div>
              <div>
                <dt>Nominations</dt>
                <dd>{participants.length === 0 ? 'None yet' : `${participants.length} (${summary})`}</dd>
              </div>
            </dl>
            {data?.data.truncated ? (
              <p className="admin-notice">
                The course has more nominations than this list shows; the first ones are listed.
              </p>
            ) : null}
            {participants.length > 0 ? (
              <TableScroll captionId={captionId} className="participants-table-wrap">
                <table className="admin-table participants-table">
                  <caption id={captionId} className="visually-hidden">
                    Participants of {course.course_name}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">No.</th>
                      {COLUMNS.map((column) => (
                        <th key={column.header} scope="col">
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {participants.map((participant, index) => (
                      <tr key={participant.application_id}>
                        <td>{index + 1}</td>
                        {COLUMNS.map((column) => (
                          <td key={column.header}>{column.cell(participant)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : (
              <p>No one has applied for this course yet.</p>
            )}
            <MessageForm path={path} />
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}

type Draft = { audience: TParticipantAudience; subject: string; body: string; subject_hi: string; body_hi: string };

const EMPTY_DRAFT: Draft = { audience: 'approved', subject: '', body: '', subject_hi: '', body_hi: '' };

/** A message to the batch: write, preview with the first recipient's values, then send (queued in the outbox). */
function MessageForm({ path }: { path: string }) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error?: boolean } | null>(null);

  const edit = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setPreview(null);
  };

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await adminSend<TParticipantMessagePreviewResponse>(`${path}/messages/preview`, 'POST', draft);
      setPreview(answer.data);
    } catch (failure) {
      setPreview(null);
      setResult({ text: serverMessage(failure, 'The message could not be sent. Please try again.'), error: true });
    } finally {
      setBusy(false);
    }
  };

  const onSend = async () => {
    setBusy(true);
    try {
      const answer = await adminSend<TParticipantMessageSentResponse>(`${path}/messages`, 'POST', draft);
      setResult({ text: answer.message });
      setPreview(null);
      setDraft(EMPTY_DRAFT);
    } catch (failure) {
      setResult({ text: serverMessage(failure, 'The message could not be sent. Please try again.'), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="participants-message no-print" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>Message to the participants</h2>
      <form className="admin-form" onSubmit={onPreview}>
        <fieldset className="participants-message__audience">
          <legend>Send to</legend>
          {PARTICIPANT_AUDIENCES.map((audience) => (
            <label key={audience}>
              <input
                type="radio"
                name="audience"
                value={audience}
                checked={draft.audience === audience}
                onChange={edit('audience')}
              />{' '}
              {PARTICIPANT_AUDIENCE_LABELS[audience]}
            </label>
          ))}
        </fieldset>
        <p id={`${formId}-hint`} className="admin-form__hint">
          {PLACEHOLDER_HINT} People whose account is in Hindi get the Hindi text when you write it, else the English.
        </p>
        <div className="admin-form__row">
          <label htmlFor={`${formId}-subject`}>Subject (English)</label>
          <input
            id={`${formId}-subject`}
            value={draft.subject}
            maxLength={PARTICIPANT_SUBJECT_MAX}
            onChange={edit('subject')}
            aria-describedby={`${formId}-hint`}
            required
          />
        </div>
        <div className="admin-form__row">
          <label htmlFor={`${formId}-body`}>Message (English)</label>
          <textarea
            id={`${formId}-body`}
            rows={6}
            value={draft.body}
            maxLength={PARTICIPANT_BODY_MAX}
            onChange={edit('body')}
            aria-describedby={`${formId}-hint`}
            required
          />
        </div>
        <div className="admin-form__row">
          <label htmlFor={`${formId}-subject-hi`}>Subject (Hindi, optional)</label>
          <input
            id={`${formId}-subject-hi`}
            lang="hi"
            value={draft.subject_hi}
            maxLength={PARTICIPANT_SUBJECT_MAX}
            onChange={edit('subject_hi')}
          />
        </div>
        <div className="admin-form__row">
          <label htmlFor={`${formId}-body-hi`}>Message (Hindi, optional)</label>
          <textarea
            id={`${formId}-body-hi`}
            lang="hi"
            rows={6}
            value={draft.body_hi}
            maxLength={PARTICIPANT_BODY_MAX}
            onChange={edit('body_hi')}
          />
        </div>
        <div className="admin-confirm__actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            Preview
          </button>
        </div>
      </form>
      {result ? (
        <p
          className={result.error ? 'admin-notice admin-notice--error' : 'admin-notice'}
          role={result.error ? 'alert' : 'status'}
        >
          {result.text}
        </p>
      ) : null}
      {preview ? (
        <section className="participants-preview" aria-labelledby={`${formId}-preview`}>
          <h3 id={`${formId}-preview`}>Preview</h3>
          <p>
            {preview.recipients} {preview.recipients === 1 ? 'recipient' : 'recipients'} ({preview.english} in English,{' '}
            {preview.hindi} in Hindi). Shown with the values of the first: {preview.first.name} ({preview.first.email}).
          </p>
          {preview.previews.map((mail) => (
            <article key={mail.language} className="participants-preview__mail" lang={mail.language}>
              <h4 lang="en">{mail.language === 'hi' ? 'Hindi' : 'English'}</h4>
              <p className="participants-preview__subject">{mail.subject}</p>
              <p className="participants-preview__text">{mail.text}</p>
            </article>
          ))}
          <button type="button" className="button" disabled={busy} onClick={onSend}>
            Send to {preview.recipients} {preview.recipients === 1 ? 'participant' : 'participants'}
          </button>
        </section>
      ) : null}
    </section>
  );
}
