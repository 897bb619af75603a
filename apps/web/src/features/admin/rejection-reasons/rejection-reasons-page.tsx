import type { TRejectionReason } from '@iiidem/shared/admin/review-aids';
import { REJECTION_REASON_MAX_LENGTH } from '@iiidem/shared/admin/review-aids';
import { type FormEvent, useId, useState } from 'react';
import { FormMessage } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import '../review-aids/review-aids.css';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';

type Result = { kind: 'error' | 'success'; text: string } | null;

function errorText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError ? caught.message : fallback;
}

/** The English and Hindi text of a reason: add one, or rename one. */
function ReasonForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: { label_en: string; label_hi: string };
  submitLabel: string;
  onSave: (labels: { label_en: string; label_hi: string }) => Promise<string>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [labelEn, setLabelEn] = useState(initial.label_en);
  const [labelHi, setLabelHi] = useState(initial.label_hi);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!labelEn.trim() || !labelHi.trim()) {
      setResult({
        kind: 'error',
        text: !labelEn.trim() ? 'Enter the reason in English.' : 'Enter the reason in Hindi.',
      });
      return;
    }
    setBusy(true);
    try {
      const message = await onSave({ label_en: labelEn, label_hi: labelHi });
      if (!onCancel) {
        setLabelEn('');
        setLabelHi('');
      }
      setResult({ kind: 'success', text: message });
    } catch (caught) {
      setResult({ kind: 'error', text: errorText(caught, 'The reason could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__row">
        <label htmlFor={`${id}-en`}>Reason in English</label>
        <input
          id={`${id}-en`}
          type="text"
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={labelEn}
          onChange={(event) => setLabelEn(event.target.value)}
        />
      </div>
      <div className="admin-form__row">
        <label htmlFor={`${id}-hi`}>Reason in Hindi</label>
        <input
          id={`${id}-hi`}
          type="text"
          lang="hi"
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={labelHi}
          onChange={(event) => setLabelHi(event.target.value)}
        />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
    </form>
  );
}

/**
 * Back office: the reasons staff choose from when rejecting an application (issue 19), each in English and
 * Hindi (the applicant's mail says it in their language). Add, rename, retire (no longer offered; rejections
 * that used it keep it) and offer again.
 */
export default function RejectionReasonsPage() {
  const { data, error, mutate } = useAdminData<Answer<TRejectionReason[]>>('/admin/rejection-reasons');
  const [editing, setEditing] = useState<number | null>(null);
  const [result, setResult] = useState<Result>(null);
  const reasons = data?.data;

  const add = async (labels: { label_en: string; label_hi: string }) => {
    const answer = await adminSend<Answer<TRejectionReason>>('/admin/rejection-reasons', 'POST', labels);
    await mutate();
    return answer.message ?? 'Rejection reason added.';
  };

  const rename = (reasonId: number) => async (labels: { label_en: string; label_hi: string }) => {
    const answer = await adminSend<Answer<TRejectionReason>>(`/admin/rejection-reasons/${reasonId}`, 'PUT', labels);
    await mutate();
    setEditing(null);
    setResult({ kind: 'success', text: answer.message ?? 'Rejection reason saved.' });
    return answer.message ?? 'Rejection reason saved.';
  };

  const retire = async (reason: TRejectionReason) => {
    setResult(null);
    try {
      const answer = await adminSend<Answer<TRejectionReason>>(`/admin/rejection-reasons/${reason.id}/retire`, 'POST', {
        retired: !reason.retired,
      });
      await mutate();
      setResult({ kind: 'success', text: answer.message ?? 'Saved.' });
    } catch (caught) {
      setResult({ kind: 'error', text: errorText(caught, 'The change failed.') });
    }
  };

  return (
    <AdminPage title="Rejection reasons">
      <p>
        Staff choose one of these when they reject an application; the applicant's e-mail gives it in their language
        with any note. A retired reason is no longer offered, and the rejections that used it keep it.
      </p>
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <section aria-labelledby="reasons-heading">
        <h2 id="reasons-heading">Reasons</h2>
        {error ? (
          <p className="admin-notice admin-notice--error" role="alert">
            The reasons could not be loaded.
          </p>
        ) : !reasons ? (
          <p role="status">Loading reasons…</p>
        ) : reasons.length === 0 ? (
          <p>No reasons yet.</p>
        ) : (
          <ul className="rejection-reasons__list">
            {reasons.map((reason) => (
              <li key={reason.id} className="rejection-reasons__item">
                {editing === reason.id ? (
                  <div>
                    <ReasonForm
                      initial={reason}
                      submitLabel="Save"
                      onSave={rename(reason.id)}
                      onCancel={() => setEditing(null)}
                    />
                  </div>
                ) : (
                  <>
                    <div>
                      <strong>{reason.label_en}</strong>
                      {reason.retired ? ' (retired)' : ''}
                      <br />
                      <span lang="hi">{reason.label_hi}</span>
                    </div>
                    <div className="admin-form__actions">
                      <button type="button" className="button button--secondary" onClick={() => setEditing(reason.id)}>
                        Rename<span className="visually-hidden"> {reason.label_en}</span>
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => void retire(reason)}>
                        {reason.retired ? 'Offer again' : 'Retire'}
                        <span className="visually-hidden"> {reason.label_en}</span>
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-reason-heading">
        <h2 id="add-reason-heading">Add a reason</h2>
        <ReasonForm initial={{ label_en: '', label_hi: '' }} submitLabel="Add reason" onSave={add} />
      </section>
    </AdminPage>
  );
}
