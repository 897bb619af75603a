import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TDeletionRequestPayload,
  type TOwnDeletionRequest,
  ZDeletionRequestPayload,
} from '@iiidem/shared/accounts/personal-data';
import { formatCourseDate, istCalendarDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { FormMessage, TextField } from '../../components/form/form-fields';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { apiGet, apiPost } from '../../lib/api-client';
import { translateSharedText } from './personal-data-texts';
import './personal-data-panel.css';

const DELETION_REQUEST_KEY = '/personal-data/deletion-request';
type OwnRequestAnswer = { success: true; message?: string; data: TOwnDeletionRequest | null };

/** Saves the export as a file: the API needs the bearer token, so the browser cannot follow a plain link. */
async function downloadMyData(): Promise<void> {
  const data = await apiGet<unknown>('/personal-data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `iiidem-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Your data" on My Profile (Digital Personal Data Protection Act 2023, issue 17): download everything the portal
 * keeps about the person, and ask for the account to be deleted (confirmed with the password in a dialog). The
 * request's state shows here until staff carry it out or decline it (with their reason).
 */
export function PersonalDataPanel() {
  const { t } = useLingui();
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const requestButton = useRef<HTMLButtonElement>(null);
  const { data: answer, mutate } = useSWR<OwnRequestAnswer>(DELETION_REQUEST_KEY);
  const request = answer?.data ?? null;
  const requestedOn = request ? formatCourseDate(istCalendarDate(new Date(request.requestedAt))) : '';
  const reason = request?.declineReason ?? '';

  const onDownload = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadMyData();
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const closeDialog = () => {
    setDialogOpen(false);
    requestButton.current?.focus();
  };

  return (
    <section className="personal-data" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything the portal keeps about you: your account, your applications with every detail of your
          nominations, your uploaded files (as links), your consent, your sign-ins and the messages you sent (JSON
          file).
        </Trans>
      </p>
      <button type="button" className="button button--secondary" onClick={onDownload} disabled={downloading}>
        {downloading ? t`Preparing your data…` : t`Download all my data`}
      </button>
      {downloadFailed ? (
        <FormMessage kind="error">
          <Trans>Your data could not be downloaded. Please try again.</Trans>
        </FormMessage>
      ) : null}

      <h3>
        <Trans>Delete my account</Trans>
      </h3>
      {request?.status === 'open' ? (
        <p role="status">
          <Trans>
            You asked for your account to be deleted on {requestedOn}. Staff will carry it out and write to you.
          </Trans>
        </p>
      ) : (
        <>
          {request?.status === 'declined' ? (
            <p>
              <Trans>
                Your request of {requestedOn} was declined: {reason}
              </Trans>
            </p>
          ) : null}
          <p>
            <Trans>
              Staff delete your account when you ask: your name, e-mail address, mobile number, photos, documents and
              other details are removed, and your applications are kept only as anonymous figures for statistics. You
              can no longer sign in afterwards.
            </Trans>
          </p>
          <button
            ref={requestButton}
            type="button"
            className="button button--danger"
            onClick={() => {
              setSent(null);
              setDialogOpen(true);
            }}
          >
            <Trans>Request deletion of my account</Trans>
          </button>
        </>
      )}
      {sent ? <FormMessage kind="success">{translateSharedText(sent)}</FormMessage> : null}
      <DeletionDialog
        open={dialogOpen}
        onClose={closeDialog}
        onRequested={async (message) => {
          setDialogOpen(false);
          setSent(message);
          await mutate();
        }}
      />
    </section>
  );
}

type DeletionDialogProps = {
  open: boolean;
  onClose: () => void;
  onRequested: (message: string) => Promise<void>;
};

function DeletionDialog({ open, onClose, onRequested }: DeletionDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TDeletionRequestPayload>({
    resolver: zodResolver(ZDeletionRequestPayload),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apiPost<OwnRequestAnswer>('/personal-data/deletion-request', values);
      form.reset();
      await onRequested(answer.message ?? '');
    } catch (error) {
      const { message, placed } = applyApiErrors(error, ['password'] as const, form.setError, MESSAGES.anErrorOccurred);
      if (placed.length === 0) setFailure(message);
    }
  });

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        form.reset();
        setFailure(null);
        onClose();
      }}
      labelledBy={titleId}
      describedBy={textId}
      className="personal-data__dialog"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>
          <Trans>Request deletion of my account</Trans>
        </h2>
        <p id={textId}>
          <Trans>
            Enter your password to confirm. Staff will carry out your request and e-mail you when it is done.
          </Trans>
        </p>
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <div className="personal-data__actions">
          <button type="submit" className="button button--danger" disabled={isSubmitting}>
            {isSubmitting ? t`Sending…` : t`Request deletion`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              form.reset();
              setFailure(null);
              onClose();
            }}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
