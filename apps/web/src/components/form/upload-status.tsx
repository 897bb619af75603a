import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { translateSharedText } from '../../lib/i18n/form-texts';

/**
 * Where a file sent with its form stands (issue 17): one true state at a time, never success beside a refusal.
 * - chosen: the browser's check passed; the file travels with the form when it is submitted;
 * - uploading: the form is being sent with it;
 * - uploaded: the server kept it (the spec's 'File uploaded successfully');
 * - refused: the browser's check or the server said no, with that message.
 */
export type UploadState =
  | { kind: 'none' }
  | { kind: 'chosen'; fileName: string }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'uploaded' }
  | { kind: 'refused'; message: string };

type UploadStateInput = {
  file: { name: string } | null | undefined;
  /** The browser's check of the chosen file (type and size), when one is chosen. */
  check: { ok: boolean; message: string } | undefined;
  /** The server's refusal of this file in the last answer. */
  serverError: string | undefined;
  /** Where the form's submission stands. */
  submission: 'editing' | 'sending' | 'sent';
};

/** The one state a file field shows: a refusal wins; then the submission's phase for a file that passed the check. */
export function uploadStateOf({ file, check, serverError, submission }: UploadStateInput): UploadState {
  if (serverError) return { kind: 'refused', message: serverError };
  if (!file) return { kind: 'none' };
  if (check && !check.ok) return { kind: 'refused', message: check.message };
  if (submission === 'sending') return { kind: 'uploading', fileName: file.name };
  if (submission === 'sent') return { kind: 'uploaded' };
  return { kind: 'chosen', fileName: file.name };
}

/**
 * The line under a file input that says its state; always in the page (a live region), so a screen reader hears
 * each change. A refusal reads as an error ('Error: ...').
 */
export function UploadStatus({ id, state }: { id: string; state: UploadState }) {
  const refused = state.kind === 'refused';
  let text: ReactNode = null;
  if (state.kind === 'chosen') {
    const name = state.fileName;
    text = <Trans>Chosen: {name}. It is uploaded when you submit the form.</Trans>;
  } else if (state.kind === 'uploading') {
    const name = state.fileName;
    text = <Trans>Uploading {name}…</Trans>;
  } else if (state.kind === 'uploaded') {
    text = translateSharedText(MESSAGES.fileUploaded);
  } else if (refused) {
    text = (
      <>
        <span className="visually-hidden">
          <Trans>Error:</Trans>{' '}
        </span>
        {translateSharedText(state.message)}
      </>
    );
  }
  return (
    <p
      id={id}
      role="status"
      className={refused ? 'form-field__error' : state.kind === 'uploaded' ? 'form-field__success' : 'form-field__hint'}
    >
      {text}
    </p>
  );
}
