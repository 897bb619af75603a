import {
  CERTIFICATE_MESSAGES,
  type TAdminCertificate,
  type TAdminCertificateStateResponse,
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

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERRORS.internal;
}

type Action = 'complete' | 'reopen' | 'generate';

const CONFIRMATIONS: Record<Action, { title: string; text: string; button: string }> = {
  complete: {
    title: 'Mark this application as completed?',
    text: "The course moves to the applicant's Completed tab and the applicant is told by e-mail.",
    button: 'Mark as completed',
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
  const triggerRef = useRef<HTMLElement | null>(null);

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
    setConfirming(action);
  }

  function closeConfirmation() {
    setConfirming(undefined);
    triggerRef.current?.focus();
  }

  async function confirm() {
    const action = confirming;
    setConfirming(undefined);
    if (!action) return;
    const url =
      action === 'generate'
        ? `/admin/applications/${applicationId}/certificate/generate`
        : `/admin/applications/${applicationId}/${action}`;
    await run(() => adminSend<TAdminCertificateStateResponse>(url, 'POST'));
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
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={(event) => ask('complete', event.currentTarget)}
            >
              Mark as completed
            </button>
          ) : (
            <p className="admin-form__hint">
              {CERTIFICATE_MESSAGES.completeOnlyApproved} Its status is{' '}
              {APPLICATION_STATUS_NAMES[state.application_status] ?? state.application_status}; approve it first.
            </p>
          )}
        </div>
      ) : null}

      {state?.completed_at && !state.certificate ? (
        <div className="certificate-panel__body">
          <p>
            Completed on {showDate(state.completed_at)}. The certificate is not issued yet: generate it from the
            template, or upload its PDF and JPG.
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
