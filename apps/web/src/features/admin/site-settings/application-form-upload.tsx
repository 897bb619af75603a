import type { TAdminSiteSettingsAnswer, TApplicationForm } from '@iiidem/shared/site-settings';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { FileField } from '../../../components/form/file-field';
import { FormMessage } from '../../../components/form/form-fields';
import { FileFacts } from '../../../components/ui/file-facts';
import { ApiError } from '../../../lib/api-client';
import { SITE_SETTINGS_KEY } from '../../../lib/use-site-settings';
import { adminSend } from '../ui/admin-api';

export const APPLICATION_FORM_UPLOAD_PATH = '/admin/site-settings/application-form';

const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,application/pdf';

/**
 * The vacancies' application form (issue 15): the file the vacancies page links, with its type and size, and an
 * upload that replaces it (a Word .docx or a PDF, up to 10 MB). A form of its own beside the settings form: the
 * form is a setting with its own version, so replacing it keeps the settings being edited.
 */
export function ApplicationFormUpload({
  current,
  onReplaced,
}: {
  current: TApplicationForm;
  onReplaced: (answer: TAdminSiteSettingsAnswer) => Promise<void>;
}) {
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    setError(null);
    if (!file) {
      setError('Choose the file of the application form.');
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const answer = await adminSend<TAdminSiteSettingsAnswer>(APPLICATION_FORM_UPLOAD_PATH, 'POST', body);
      setDone(answer.message ?? 'The application form was replaced.');
      setFile(undefined);
      setInputKey((n) => n + 1);
      await onReplaced(answer);
      await mutate(SITE_SETTINGS_KEY);
    } catch (caught) {
      const message =
        caught instanceof ApiError
          ? (caught.fieldErrors().file ?? caught.message)
          : 'The file could not be uploaded. Please try again.';
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="site-settings-form__group" aria-labelledby="application-form-title">
      <h2 id="application-form-title" className="site-settings-form__legend">
        Application form for vacancies
      </h2>
      <p className="admin-form__hint">
        The vacancies page links this file under “How to apply”. Upload the institute’s form to replace it.
      </p>
      <p>
        Current form:{' '}
        <a href={current.href}>
          {current.href.slice(current.href.lastIndexOf('/') + 1)}
          <FileFacts href={current.href} facts={current.info} />
        </a>
      </p>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        {done ? <FormMessage kind="success">{done}</FormMessage> : null}
        <FileField
          key={inputKey}
          label="New application form"
          name="file"
          accept={ACCEPT}
          hint="A Word (.docx) or PDF file, up to 10 MB."
          error={error}
          required
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload application form'}
        </button>
      </form>
    </section>
  );
}
