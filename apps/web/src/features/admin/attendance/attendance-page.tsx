import {
  allPresentLabel,
  attendanceRuleText,
  COMPLETION_OUTCOME_TEXTS,
  completionDoneMessage,
  presentLabel,
  type TAttendanceSheet,
  type TCompletionPlan,
} from '@iiidem/shared/admin/attendance';
import { CERTIFICATE_REASON_MAX_LENGTH } from '@iiidem/shared/admin/certificates';
import { formatCourseDate } from '@iiidem/shared/dates';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { serverMessage } from '../../../lib/api-errors';
import { adminPaths } from '../admin-paths';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { TableScroll } from '../ui/table-scroll';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';
import './attendance.css';

/**
 * Back office "Attendance" of one course (issue 19): a table of its approved participants by its held days, one
 * checkbox per participant and day ("Present on 14-12-2026: Asha Verma") and "All present" per day; then
 * "Complete all who attended" under a rule shown in words, with a preview of who will be completed and certified
 * and who not and why, and one action that completes and certifies them.
 */

const keyOf = (applicationId: number, day: string) => `${applicationId}|${day}`;

function presentSet(sheet: TAttendanceSheet | undefined): Set<string> {
  const set = new Set<string>();
  for (const row of sheet?.participants ?? []) for (const day of row.present) set.add(keyOf(row.application_id, day));
  return set;
}

/** Two participants of the same name are told apart by their application number, in the labels too. */
function namedApart(rows: TAttendanceSheet['participants']): TAttendanceSheet['participants'] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
  return rows.map((row) =>
    (counts.get(row.name) ?? 0) > 1 ? { ...row, name: `${row.name} (application ${row.application_id})` } : row,
  );
}

export default function AttendancePage() {
  const { id = '' } = useParams();
  const path = `/admin/courses/${id}/attendance`;
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAttendanceSheet>>(path);
  const sheet = data?.data;
  const saved = useMemo(() => presentSet(sheet), [sheet]);
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [minDays, setMinDays] = useState('');
  const [plan, setPlan] = useState<TCompletionPlan | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const minDaysId = useId();

  useEffect(() => setMarked(new Set(saved)), [saved]);
  useEffect(() => {
    if (sheet) setMinDays((current) => current || String(sheet.days.length));
  }, [sheet]);

  const days = sheet?.days ?? [];
  const participants = useMemo(() => namedApart(sheet?.participants ?? []), [sheet]);
  const changes = [...new Set([...saved, ...marked])]
    .filter((key) => saved.has(key) !== marked.has(key))
    .map((key) => {
      const [applicationId, day] = key.split('|') as [string, string];
      return { application_id: Number(applicationId), day, present: marked.has(key) };
    });
  const dirty = changes.length > 0;
  const leavePrompt = useUnsavedChanges(dirty && !busy);
  const rule = Number(minDays);
  const ruleValid = Number.isInteger(rule) && rule >= 1 && rule <= days.length;

  const toggle = (keys: string[], present: boolean) =>
    setMarked((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (present) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const saveMarks = async (): Promise<boolean> => {
    if (!dirty) return true;
    try {
      const answer = await adminSend<Answer<TAttendanceSheet>>(path, 'PUT', { marks: changes });
      await mutate(answer, { revalidate: false });
      setNotice({ text: answer.message ?? 'Attendance saved.' });
      return true;
    } catch (caught) {
      setNotice({ text: serverMessage(caught, 'The attendance could not be saved.'), error: true });
      return false;
    }
  };

  const onSave = async () => {
    setBusy(true);
    await saveMarks();
    setBusy(false);
  };

  const onPreview = async () => {
    setBusy(true);
    setNotice(null);
    try {
      if (!(await saveMarks())) return;
      const answer = await adminSend<Answer<TCompletionPlan>>(`${path}/completion-preview`, 'POST', {
        min_days: rule,
      });
      setPlan(answer.data);
    } catch (caught) {
      setNotice({ text: serverMessage(caught, 'The preview could not be made.'), error: true });
    } finally {
      setBusy(false);
    }
  };

  const title = sheet ? `Attendance: ${sheet.course.course_name}` : 'Attendance';
  return (
    <AdminPage title={title} actions={<Link to={adminPaths.courses}>Back to courses</Link>}>
      {leavePrompt}
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The attendance could not be loaded.')}
        </p>
      ) : null}
      {isLoading ? <p>Loading attendance…</p> : null}
      {sheet && days.length === 0 ? <p>This course has no held dates: set them on the course first.</p> : null}
      {sheet && days.length > 0 ? (
        <>
          <p>
            Held from {formatCourseDate(sheet.course.held_from ?? '')} to {formatCourseDate(sheet.course.held_to ?? '')}
            : one session a day. Tick who was present, then save.
          </p>
          {participants.length === 0 ? (
            <p>No approved participants yet.</p>
          ) : (
            <TableScroll captionId={captionId}>
              <table className="admin-table attendance-table">
                <caption id={captionId}>Attendance of the approved participants</caption>
                <thead>
                  <tr>
                    <th scope="col">Participant</th>
                    {days.map((day) => {
                      const keys = participants.map((row) => keyOf(row.application_id, day));
                      const all = keys.every((key) => marked.has(key));
                      return (
                        <th scope="col" key={day}>
                          {formatCourseDate(day)}
                          <label className="attendance-table__all">
                            <input
                              type="checkbox"
                              checked={all}
                              aria-label={allPresentLabel(day)}
                              onChange={(event) => toggle(keys, event.target.checked)}
                            />
                            <span aria-hidden="true">All present</span>
                          </label>
                        </th>
                      );
                    })}
                    <th scope="col">Days present</th>
                  </tr>
                </thead>
                <tbody>
                  {participants.map((row) => (
                    <tr key={row.application_id}>
                      <th scope="row">
                        {row.name}
                        {row.certificate_number ? (
                          <span className="attendance-table__note">Certificate {row.certificate_number}</span>
                        ) : row.completed ? (
                          <span className="attendance-table__note">Completed</span>
                        ) : null}
                      </th>
                      {days.map((day) => {
                        const key = keyOf(row.application_id, day);
                        return (
                          <td key={day} className="attendance-table__cell">
                            <input
                              type="checkbox"
                              checked={marked.has(key)}
                              aria-label={presentLabel(day, row.name)}
                              onChange={(event) => toggle([key], event.target.checked)}
                            />
                          </td>
                        );
                      })}
                      <td>{days.filter((day) => marked.has(keyOf(row.application_id, day))).length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {notice ? (
            <p className={notice.error ? 'admin-notice admin-notice--error' : 'admin-notice'} role="status">
              {notice.text}
            </p>
          ) : null}
          {participants.length > 0 ? (
            <div className="admin-confirm__actions">
              <button type="button" className="button" disabled={busy || !dirty} onClick={onSave}>
                {busy ? 'Saving…' : 'Save attendance'}
              </button>
              {dirty ? <span>Unsaved changes</span> : null}
            </div>
          ) : null}
          {participants.length > 0 ? (
            <section className="attendance-complete" aria-labelledby={`${minDaysId}-heading`}>
              <h2 id={`${minDaysId}-heading`}>Complete all who attended</h2>
              <p>
                Completes every participant who attended enough days and issues their certificates in one action. You
                see who will be completed and certified, and who not and why, before anything is done.
              </p>
              <div className="admin-form__row">
                <label htmlFor={minDaysId}>Attended at least (days)</label>
                <input
                  id={minDaysId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={days.length}
                  value={minDays}
                  aria-describedby={`${minDaysId}-hint`}
                  onChange={(event) => setMinDays(event.target.value)}
                />
              </div>
              <p id={`${minDaysId}-hint`} className="admin-form__hint">
                {ruleValid ? `Rule: ${attendanceRuleText(rule, days.length)}.` : `A number from 1 to ${days.length}.`}
              </p>
              <button
                ref={previewButton}
                type="button"
                className="button"
                disabled={busy || !ruleValid}
                onClick={onPreview}
              >
                Preview completion
              </button>
            </section>
          ) : null}
          <CompletionDialog
            key={plan ? `${plan.min_days}-${plan.entries.length}` : 'closed'}
            plan={plan}
            path={path}
            onDone={async (message) => {
              setPlan(null);
              setNotice({ text: message });
              await mutate();
              previewButton.current?.focus();
            }}
            onCancel={() => {
              setPlan(null);
              previewButton.current?.focus();
            }}
          />
        </>
      ) : null}
    </AdminPage>
  );
}

type CompletionDialogProps = {
  plan: TCompletionPlan | null;
  path: string;
  onDone: (message: string) => void;
  onCancel: () => void;
};

function CompletionDialog({ plan, path, onDone, onCancel }: CompletionDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = plan?.entries ?? [];
  const chosen = entries.filter((entry) => entry.outcome === 'complete_and_certify' || entry.outcome === 'certify');
  const left = entries.filter((entry) => !chosen.includes(entry));
  const completing = entries.some((entry) => entry.outcome === 'complete_and_certify');
  const needsReason = Boolean(plan && !plan.course_held && completing);

  const submit = async () => {
    if (!plan) return;
    if (needsReason && !reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminSend<Answer<TCompletionPlan>>(`${path}/completion`, 'POST', {
        min_days: plan.min_days,
        ...(needsReason ? { reason: reason.trim() } : {}),
      });
      onDone(answer.message ?? completionDoneMessage(0, 0));
    } catch (caught) {
      setFailure(serverMessage(caught, 'The participants could not be completed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open={plan !== null} onClose={onCancel} labelledBy={titleId} className="attendance-dialog">
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId} className="admin-confirm__title">
          Complete all who attended
        </h2>
        {plan ? <p>Rule: {plan.rule}.</p> : null}
        <h3>Will be completed and certified ({chosen.length})</h3>
        {chosen.length > 0 ? (
          <ul>
            {chosen.map((entry) => (
              <li key={entry.application_id}>
                {entry.name}: {COMPLETION_OUTCOME_TEXTS[entry.outcome]} ({entry.days_present} of {plan?.total_days}{' '}
                days)
              </li>
            ))}
          </ul>
        ) : (
          <p>Nobody is left to complete or certify by this rule.</p>
        )}
        {left.length > 0 ? (
          <>
            <h3>Not changed ({left.length})</h3>
            <ul>
              {left.map((entry) => (
                <li key={entry.application_id}>
                  {entry.name}: {COMPLETION_OUTCOME_TEXTS[entry.outcome]} ({entry.days_present} of {plan?.total_days}{' '}
                  days{entry.certificate_number ? `, certificate ${entry.certificate_number}` : ''})
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {needsReason && plan ? (
          <>
            <label htmlFor={reasonId}>
              The course is held from {formatCourseDate(plan.held_from ?? '')}: reason for completing it before then
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={CERTIFICATE_REASON_MAX_LENGTH}
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
          </>
        ) : null}
        {failure ? (
          <p className="admin-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-confirm__actions">
          {chosen.length > 0 ? (
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Completing…' : `Complete and certify ${chosen.length}`}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
