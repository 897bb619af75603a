import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_REASON_MAX_LENGTH,
  type TAdminCertificate,
  type TAdminCertificateStateResponse,
  type TAdminRevokedCertificate,
  ZCertificateReason,
} from '@iiidem/shared/admin/certificates';
import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { formatCertificateDate, istCalendarDate } from '@iiidem/shared/dates';
import { API_ERRORS } from '@iiidem/shared/messages';
import { APPLICATION_STATUS_NAMES } from '@iiidem/shared/nominations/status-track';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { useProtectedFile } from '../../../lib/use-protected-file';
import { adminSend, useAdminData } from '../ui/admin-api';
import './certificate-panel.css';

/** A moment from the API as the panel shows it: the date in India Standard Time, e.g. '21 February 2026'. */
function showDate(iso: string): string {
  return formatCertificateDate(istCalendarDate(new Date(iso)));
}

/** A course's held dates: '16 March 2026 to 20 March 2026', one date for a one-day course. */
function showHeld(from: string, to: string): string {
  const start = formatCertificateDate(from);
  const end = formatCertificateDate(to);
  return start === end ? start : `${start} to ${end}`;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERRORS.internal;
}

type Action = 'complete' | 'completeEarly' | 'reopen' | 'generate' | 'revoke' | 'reissue';

/** The actions that need a reason, recorded in the audit log (issue 19). */
const REASONED: ReadonlySet<Action> = new Set(['completeEarly', 'revoke', 'reissue']);

const CONFIRMATIONS: Record<Action, { title: string; text: string; button: string }> = {
  complete: {
    title: 'Mark this application as completed?',
    text: "The course moves to the applicant's Completed tab and the applicant is told by e-mail.",
    button: 'Mark as completed',
  },
  completeEarly: {
    title: 'Mark as completed before the course is held?',
    text: 'The course has not been held yet. Give the reason to complete it now; it is kept with the completion and in the activity log. The applicant is told by e-mail.',
    button: 'Mark as completed',
  },
  revoke: {
    title: 'Revoke the certificate?',
    text: 'Its number will verify as revoked from today, and the applicant can no longer open it. The applicant is told by e-mail, with the reason.',
    button: 'Revoke certificate',
  },
  reissue: {
    title: 'Reissue the certificate with a new number?',
    text: 'The current certificate is revoked and its number verifies as replaced; a new certificate is drawn with a new number and what the course states today. The applicant is told by e-mail.',
    button: 'Reissue certificate',
  },
  reopen: {
    title: 'Undo the completion?',
    text: "The course goes back to the applicant's Applied tab. No e-mail is sent.",
    button: 'Undo completion',
  },
  generate: {
    title: 'Generate the certificate?',
    text: 'A PDF and a JPG are drawn from the template with the participant’s name, the course, its dates and the certificate number, and the applicant is told by e-mail.',
    button: 'Generate certificate',
  },
};

type CertificatePanelProps = { applicationId: number; onChange?: () => void };

/**
 * Completion and certificate of one application, on the back-office application page: mark it completed
 * (approved applications only), then generate the certificate or upload its PDF and JPG; once issued, its
 * number, issue date, the files, and regenerate or replace.
 */
export function CertificatePanel({ applicationId, onChange }: CertificatePanelProps) {
  const headingId = useId();
  const confirmTitleId = useId();
  const confirmTextId = useId();
  const path = `/admin/applications/${applicationId}/certificate`;
  const { data, error, isLoading, mutate } = useAdminData<TAdminCertificateStateResponse>(path);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<Action | undefined>();
  const [regenerating, setRegenerating] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const triggerRef = useRef<HTMLElement | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const state = data?.data;

  // The page around the panel changes the status (approve, reject...) through its own answer, which SWR shares
  // by its key: when that answer changes, the completion state is read again, so "Mark as completed" appears
  // as soon as the application is approved.
  const { data: applicationAnswer } = useAdminData<unknown>(`/admin/applications/${applicationId}`);
  const revalidate = useRef(mutate);
  revalidate.current = mutate;
  useEffect(() => {
    if (applicationAnswer !== undefined) void revalidate.current();
  }, [applicationAnswer]);

  async function run(request: () => Promise<TAdminCertificateStateResponse>) {
    setBusy(true);
    setStatus('');
    setFailure('');
    try {
      const answer = await request();
      await mutate(answer, { revalidate: false });
      setStatus(answer.message ?? '');
      onChange?.();
      return true;
    } catch (caught) {
      setFailure(messageOf(caught));
      await mutate();
      return false;
    } finally {
      setBusy(false);
    }
  }

  function ask(action: Action, trigger: HTMLElement) {
    triggerRef.current = trigger;
    setReason('');
    setReasonError('');
    setConfirming(action);
  }

  function closeConfirmation() {
    setConfirming(undefined);
    triggerRef.current?.focus();
  }

  async function confirm() {
    const action = confirming;
    if (!action) return;
    let body: { reason: string } | undefined;
    if (REASONED.has(action)) {
      const checked = ZCertificateReason.safeParse(reason);
      if (!checked.success) {
        setReasonError(checked.error.issues[0]?.message ?? CERTIFICATE_MESSAGES.reasonRequired);
        reasonRef.current?.focus();
        return;
      }
      body = { reason: checked.data };
    }
    setConfirming(undefined);
    const base = `/admin/applications/${applicationId}`;
    const url = {
      complete: `${base}/complete`,
      completeEarly: `${base}/complete`,
      reopen: `${base}/reopen`,
      generate: `${base}/certificate/generate`,
      revoke: `${base}/certificate/revoke`,
      reissue: `${base}/certificate/reissue`,
    }[action];
    await run(() => adminSend<TAdminCertificateStateResponse>(url, 'POST', body));
    setRegenerating(false);
    triggerRef.current?.focus();
  }

  const confirmation = confirming
    ? regenerating
      ? {
          title: 'Generate the certificate again?',
          text: 'New files replace the current ones; the certificate number and issue date stay. The applicant is told by e-mail.',
          button: 'Regenerate certificate',
        }
      : CONFIRMATIONS[confirming]
    : undefined;

  return (
    <section className="certificate-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="certificate-panel__heading">
        Completion and certificate
      </h2>
      <div role="status" aria-live="polite" className="certificate-panel__status">
        {status ? <p className="admin-notice">{status}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}

      {isLoading ? <p>Loading the completion state…</p> : null}
      {error && !state ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {messageOf(error)}
        </p>
      ) : null}

      {state && !state.completed_at ? (
        <div>
          <p>This course is not marked as completed.</p>
          {state.application_status === APPLICATION_STATUS.approved ? (
            <>
              {state.course_held ? null : (
                <p className="admin-form__hint">
                  The course is held from {showHeld(state.held_from, state.held_to)}. It can be marked as completed from{' '}
                  {formatCertificateDate(state.held_from)}; to complete it earlier, give the reason.
                </p>
              )}
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={(event) => ask(state.course_held ? 'complete' : 'completeEarly', event.currentTarget)}
              >
                Mark as completed
              </button>
            </>
          ) : (
            <p className="admin-form__hint">
              {CERTIFICATE_MESSAGES.completeOnlyApproved} Its status is{' '}
              {APPLICATION_STATUS_NAMES[state.application_status] ?? state.application_status}; approve it first.
            </p>
          )}
        </div>
      ) : null}

      {state?.completed_at && state.completed_early_reason ? (
        <p className="admin-notice">
          Completed before the course was held ({showHeld(state.held_from, state.held_to)}). Reason:{' '}
          {state.completed_early_reason}
        </p>
      ) : null}

      {state?.completed_at && !state.certificate ? (
        <div className="certificate-panel__body">
          <p>
            Completed on {showDate(state.completed_at)}.{' '}
            {state.revoked.length > 0
              ? 'No certificate is in force: generate a new one (it gets a new number), upload one, or undo the completion.'
              : 'The certificate is not issued yet: generate it from the template, or upload its PDF and JPG.'}
          </p>
          <div className="certificate-panel__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={(event) => ask('generate', event.currentTarget)}
            >
              Generate certificate
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={(event) => ask('reopen', event.currentTarget)}
            >
              Undo completion
            </button>
          </div>
          <CertificateUploadForm firstIssue busy={busy} onSubmit={(form) => run(() => adminSend(path, 'POST', form))} />
        </div>
      ) : null}

      {state?.completed_at && state.certificate ? (
        <div className="certificate-panel__body">
          <IssuedCertificate certificate={state.certificate} completedAt={state.completed_at} />
          <div className="certificate-panel__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={(event) => {
                setRegenerating(true);
                ask('generate', event.currentTarget);
              }}
            >
              Regenerate certificate
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={(event) => ask('reissue', event.currentTarget)}
            >
              Reissue with a new number
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={(event) => ask('revoke', event.currentTarget)}
            >
              Revoke certificate
            </button>
          </div>
          <details className="certificate-panel__replace">
            <summary>Replace with uploaded files</summary>
            <CertificateUploadForm
              firstIssue={false}
              busy={busy}
              onSubmit={(form) => run(() => adminSend(path, 'POST', form))}
            />
          </details>
        </div>
      ) : null}

      {state && state.revoked.length > 0 ? <RevokedCertificates revoked={state.revoked} /> : null}

      <ModalDialog
        open={Boolean(confirmation)}
        onClose={() => {
          setRegenerating(false);
          closeConfirmation();
        }}
        labelledBy={confirmTitleId}
        describedBy={confirmTextId}
      >
        <h2 id={confirmTitleId} className="certificate-panel__dialog-title">
          {confirmation?.title}
        </h2>
        <p id={confirmTextId}>{confirmation?.text}</p>
        {confirming && REASONED.has(confirming) ? (
          <div className="admin-form__row">
            <label htmlFor={`${confirmTitleId}-reason`}>Reason (required)</label>
            <p id={`${confirmTitleId}-reason-hint`} className="admin-form__hint">
              At most {CERTIFICATE_REASON_MAX_LENGTH} characters.
            </p>
            <textarea
              ref={reasonRef}
              id={`${confirmTitleId}-reason`}
              rows={3}
              maxLength={CERTIFICATE_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${confirmTitleId}-reason-hint${reasonError ? ` ${confirmTitleId}-reason-error` : ''}`}
            />
            {reasonError ? (
              <p id={`${confirmTitleId}-reason-error`} className="admin-form__error">
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="certificate-panel__actions">
          <button type="button" className="button" onClick={confirm}>
            {confirmation?.button}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setRegenerating(false);
              closeConfirmation();
            }}
          >
            Cancel
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}

function IssuedCertificate({ certificate, completedAt }: { certificate: TAdminCertificate; completedAt: string }) {
  const pdf = useProtectedFile(certificate.pdf);
  const jpg = useProtectedFile(certificate.jpg);
  return (
    <>
      <dl className="certificate-panel__facts">
        <div>
          <dt>Completed on</dt>
          <dd>{showDate(completedAt)}</dd>
        </div>
        <div>
          <dt>Certificate number</dt>
          <dd>{certificate.certificate_number}</dd>
        </div>
        <div>
          <dt>Issued on</dt>
          <dd>{showDate(certificate.issued_at)}</dd>
        </div>
        {certificate.issued_by ? (
          <div>
            <dt>Issued by</dt>
            <dd>{certificate.issued_by}</dd>
          </div>
        ) : null}
        <div>
          <dt>Certifies</dt>
          <dd>
            {certificate.participant_name}, {certificate.course_name}, held{' '}
            {showHeld(certificate.held_from, certificate.held_to)}
            {certificate.location ? ` at ${certificate.location}` : ''}
          </dd>
        </div>
      </dl>
      <ul className="certificate-panel__files">
        <li>
          <FileLink file={pdf} present={Boolean(certificate.pdf)} label="Open the certificate PDF" />
        </li>
        <li>
          <FileLink file={jpg} present={Boolean(certificate.jpg)} label="Open the certificate image (JPG)" />
        </li>
      </ul>
      {jpg.url ? (
        <img
          className="certificate-panel__preview"
          src={jpg.url}
          alt={`Certificate ${certificate.certificate_number}`}
        />
      ) : null}
    </>
  );
}

function RevokedCertificates({ revoked }: { revoked: readonly TAdminRevokedCertificate[] }) {
  return (
    <div className="certificate-panel__revoked">
      <h3 className="certificate-panel__subheading">Revoked certificates</h3>
      <ul>
        {revoked.map((row) => (
          <li key={row.certificate_number}>
            {row.certificate_number}: issued {showDate(row.issued_at)}, revoked {showDate(row.revoked_at)}
            {row.revoked_by ? ` by ${row.revoked_by}` : ''}. Reason: {row.reason}
            {row.replaced_by ? `. Replaced by ${row.replaced_by}.` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FileLink({
  file,
  present,
  label,
}: {
  file: ReturnType<typeof useProtectedFile>;
  present: boolean;
  label: string;
}) {
  if (!present) return <span>{label}: no file</span>;
  if (file.failed) return <span>{label}: the file could not be loaded</span>;
  if (!file.url) return <span aria-busy="true">{label}: loading…</span>;
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer">
      {label} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

type UploadErrors = { pdf?: string; jpg?: string; form?: string };

const PDF_TYPES = ['application/pdf'];
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** Checks what the browser can before sending; the server checks the files again by their content. */
function checkUpload(pdf: File | undefined, jpg: File | undefined, firstIssue: boolean): UploadErrors {
  const errors: UploadErrors = {};
  if (pdf) {
    if (pdf.type && !PDF_TYPES.includes(pdf.type)) errors.pdf = ADMIN_MESSAGES.pdfOnly;
    else if (pdf.size > ADMIN_UPLOAD_MAX_BYTES) errors.pdf = ADMIN_MESSAGES.fileTooLarge;
  } else if (firstIssue) {
    errors.pdf = CERTIFICATE_MESSAGES.pdfRequired;
  }
  if (jpg) {
    if (jpg.type && !IMAGE_TYPES.includes(jpg.type)) errors.jpg = ADMIN_MESSAGES.imageOnly;
    else if (jpg.size > ADMIN_UPLOAD_MAX_BYTES) errors.jpg = ADMIN_MESSAGES.fileTooLarge;
  } else if (firstIssue) {
    errors.jpg = CERTIFICATE_MESSAGES.jpgRequired;
  }
  if (!firstIssue && !pdf && !jpg) errors.form = CERTIFICATE_MESSAGES.uploadAFile;
  return errors;
}

function CertificateUploadForm({
  firstIssue,
  busy,
  onSubmit,
}: {
  firstIssue: boolean;
  busy: boolean;
  onSubmit: (form: FormData) => Promise<boolean>;
}) {
  const id = useId();
  const [errors, setErrors] = useState<UploadErrors>({});
  const pdfRef = useRef<HTMLInputElement>(null);
  const jpgRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const pdf = pdfRef.current?.files?.[0];
    const jpg = jpgRef.current?.files?.[0];
    const found = checkUpload(pdf, jpg, firstIssue);
    setErrors(found);
    if (found.pdf) {
      pdfRef.current?.focus();
      return;
    }
    if (found.jpg) {
      jpgRef.current?.focus();
      return;
    }
    if (found.form) return;
    const form = new FormData();
    if (pdf) form.append('pdf', pdf);
    if (jpg) form.append('jpg', jpg);
    const saved = await onSubmit(form);
    if (saved) formElement.reset();
  }

  const hint = firstIssue
    ? 'Both files are needed. PDF, and a JPG or PNG image; at most 10 MB each.'
    : 'Choose the file or files to replace; the certificate number stays. At most 10 MB each.';
  return (
    <form className="admin-form certificate-panel__upload" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="certificate-panel__subheading">
        {firstIssue ? 'Or upload the certificate' : 'Upload new files'}
      </h3>
      <p id={`${id}-hint`} className="admin-form__hint">
        {hint}
      </p>
      {errors.form ? (
        <p role="alert" className="admin-form__error">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-form__row">
        <label htmlFor={`${id}-pdf`}>Certificate PDF</label>
        <input
          ref={pdfRef}
          id={`${id}-pdf`}
          name="pdf"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.pdf ? true : undefined}
          aria-describedby={[`${id}-hint`, errors.pdf ? `${id}-pdf-error` : ''].filter(Boolean).join(' ')}
        />
        {errors.pdf ? (
          <p id={`${id}-pdf-error`} role="alert" className="admin-form__error">
            {errors.pdf}
          </p>
        ) : null}
      </div>
      <div className="admin-form__row">
        <label htmlFor={`${id}-jpg`}>Certificate image (JPG or PNG)</label>
        <input
          ref={jpgRef}
          id={`${id}-jpg`}
          name="jpg"
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          aria-invalid={errors.jpg ? true : undefined}
          aria-describedby={[`${id}-hint`, errors.jpg ? `${id}-jpg-error` : ''].filter(Boolean).join(' ')}
        />
        {errors.jpg ? (
          <p id={`${id}-jpg-error`} role="alert" className="admin-form__error">
            {errors.jpg}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {firstIssue ? 'Upload certificate' : 'Upload new files'}
        </button>
      </div>
    </form>
  );
}
