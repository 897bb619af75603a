import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type TStatusChangeForm,
  type TStatusChangeResponse,
  ZStatusChangeForm,
} from '@iiidem/shared/admin/applications';
import { STATUS_NOTE_MAX_LENGTH } from '@iiidem/shared/admin/limits';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormMessage } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { RejectionReasonSelect } from '../review-aids/rejection-reason-select';
import { adminSend } from '../ui/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';

type StatusChangeFormProps = {
  applicationId: number;
  currentStatus: number;
  /** Called after a change was saved (reload the application and its timeline). */
  onChanged: () => Promise<unknown>;
  /** The application is completed: its status is fixed until the completion is undone (issue 19). */
  completed?: boolean;
  /** How many other accounts' applications look like the same person (issue 19): warned about before approving. */
  duplicates?: number;
};

/**
 * Change the status (Received, Approved, Rejected, Waitlisted) with an optional note to the applicant. The
 * status the page showed goes along as `expected_status`, so a change someone else made meanwhile is not
 * overwritten unseen.
 */
export function StatusChangeForm({
  applicationId,
  currentStatus,
  onChanged,
  completed,
  duplicates = 0,
}: StatusChangeFormProps) {
  const id = useId();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // A rejection is asked about first (issue 19): it e-mails the applicant and cannot be taken back unseen.
  const [confirmingReject, setConfirmingReject] = useState<TStatusChangeForm | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The listed rejection reason (issue 19), '' for none; sent only with Rejected.
  const [reasonId, setReasonId] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<TStatusChangeForm>({
    resolver: zodResolver(ZStatusChangeForm),
    defaultValues: { status: String(currentStatus) as TStatusChangeForm['status'], note: '' },
  });

  const chosen = Number(watch('status'));

  const send = async (values: TStatusChangeForm) => {
    setResult(null);
    try {
      const answer = await adminSend<TStatusChangeResponse>(`/admin/applications/${applicationId}/status`, 'POST', {
        status: Number(values.status),
        note: values.note.trim() || undefined,
        expected_status: currentStatus,
        rejection_reason_id:
          Number(values.status) === APPLICATION_STATUS.rejected && reasonId ? Number(reasonId) : undefined,
      });
      reset({ status: values.status, note: '' });
      setReasonId('');
      setResult({ kind: 'success', text: answer.message });
      await onChanged();
    } catch (caught) {
      setResult({ kind: 'error', text: caught instanceof ApiError ? caught.message : 'The change failed.' });
    }
  };

  const submit = handleSubmit(async (values) => {
    if (Number(values.status) === APPLICATION_STATUS.rejected && currentStatus !== APPLICATION_STATUS.rejected) {
      setConfirmingReject(values);
      return;
    }
    await send(values);
  });

  const closeConfirmation = () => {
    setConfirmingReject(null);
    submitRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="status-change">
      <h2 id={`${id}-heading`}>Change status</h2>
      {completed ? (
        // The server refuses a change then (409): the page says so instead of offering a form that fails.
        <p className="admin-form__hint">
          This application is completed, so its status can no longer change. To change it, undo the completion under
          Completion and certificate (a certificate in force must be revoked first).
        </p>
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate>
          <FormErrorSummary errors={errors} submitCount={submitCount} />
          <fieldset aria-describedby={errors.status ? `${id}-status-error` : undefined}>
            <legend>New status</legend>
            {APPLICATION_STATUSES.map((status) => (
              <label key={status} className="status-change__option">
                <input type="radio" value={String(status)} {...register('status')} />
                {APPLICATION_STATUS_LABELS[status]}
                {status === currentStatus ? ' (current)' : ''}
              </label>
            ))}
          </fieldset>
          {errors.status ? (
            <p id={`${id}-status-error`} className="admin-form__error">
              {errors.status.message}
            </p>
          ) : null}
          {chosen === APPLICATION_STATUS.approved && duplicates > 0 && currentStatus !== APPLICATION_STATUS.approved ? (
            <p className="admin-notice admin-notice--warning" role="alert">
              Possible duplicate: {duplicates === 1 ? 'another application' : `${duplicates} other applications`} look
              {duplicates === 1 ? 's' : ''} like the same person (see Possible duplicate above). Check before approving.
            </p>
          ) : null}
          {chosen === APPLICATION_STATUS.rejected ? (
            <RejectionReasonSelect id={`${id}-reason`} value={reasonId} onChange={setReasonId} />
          ) : null}
          <div className="admin-form__row">
            <label htmlFor={`${id}-note`}>Note to the applicant (optional)</label>
            <p id={`${id}-note-hint`} className="admin-form__hint">
              Sent in the e-mail and kept in the timeline; at most {STATUS_NOTE_MAX_LENGTH} characters.
            </p>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={STATUS_NOTE_MAX_LENGTH}
              aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
              aria-invalid={errors.note ? true : undefined}
              {...register('note')}
            />
            {errors.note ? (
              <p id={`${id}-note-error`} className="admin-form__error">
                {errors.note.message}
              </p>
            ) : null}
          </div>
          <div>
            <button ref={submitRef} type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Changing…' : 'Change status'}
            </button>
          </div>
          {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
          <ConfirmDialog
            title={confirmingReject ? 'Reject this application?' : null}
            detail="The applicant will be e-mailed that the application was rejected."
            confirmLabel="Reject"
            busyLabel="Rejecting…"
            cancelLabel="Cancel"
            onConfirm={() => {
              const values = confirmingReject;
              setConfirmingReject(null);
              if (values) void send(values);
            }}
            onCancel={closeConfirmation}
          />
        </form>
      )}
    </section>
  );
}
