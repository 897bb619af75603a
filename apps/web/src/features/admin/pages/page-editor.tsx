import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminPage,
  type TPageDocument,
  type TPageDocumentInput,
  type TPublicPage,
  ZPageDocument,
} from '@iiidem/shared/admin/pages';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormMessage } from '../../../components/form/form-fields';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend } from '../ui/admin-api';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';
import { BlocksEditor } from './blocks-editor';
import { PageMenuForm } from './page-menu-form';
import { PagePreview } from './page-preview';
import { PageRevisions } from './page-revisions';

const FAILURE = 'The page could not be saved. Please try again.';

const messageOf = (error: unknown) => serverMessage(error, FAILURE);

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The editor of one page (issue 15): its title and summary (a page staff added; the spec's pages keep their
 * titles), its blocks, then Save draft (the public page is unchanged), Preview and Publish. Publishing first
 * saves what is on the form. Any earlier revision can be restored.
 */
export function PageEditor({ page, onChanged }: { page: TAdminPage; onChanged: (page: TAdminPage) => void }) {
  const form = useForm<TPageDocumentInput, unknown, TPageDocument>({
    resolver: zodResolver(ZPageDocument),
    defaultValues: page.draft,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = form;
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);
  const [notice, setNotice] = useState<Notice>(null);
  const [preview, setPreview] = useState<TPublicPage | null>(null);
  const [version, setVersion] = useState(page.draftVersion);

  const accept = (answer: Answer<TAdminPage>) => {
    setVersion(answer.data.draftVersion);
    reset(answer.data.draft);
    onChanged(answer.data);
    setNotice({ kind: 'success', text: answer.message ?? 'Saved.' });
  };

  const saveDraft = async (document: TPageDocument): Promise<number | null> => {
    try {
      const answer = await adminSend<Answer<TAdminPage>>(`/admin/pages/${page.id}/draft`, 'PUT', { document, version });
      accept(answer);
      return answer.data.draftVersion;
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
      return null;
    }
  };

  const publish = async (document: TPageDocument) => {
    setNotice(null);
    const draftVersion = isDirty || page.draftVersion !== version ? await saveDraft(document) : version;
    if (draftVersion === null) return;
    try {
      accept(await adminSend<Answer<TAdminPage>>(`/admin/pages/${page.id}/publish`, 'POST', { version: draftVersion }));
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  };

  const showPreview = async (document: TPageDocument) => {
    setNotice(null);
    try {
      const answer = await adminSend<Answer<TPublicPage>>('/admin/pages/preview', 'POST', { document });
      setPreview(answer.data);
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  };

  const invalid = () => setNotice({ kind: 'error', text: 'The page has mistakes: see the messages under the fields.' });

  return (
    <>
      <FormProvider {...form}>
        <form
          className="admin-form content-form page-editor"
          noValidate
          onSubmit={handleSubmit((document) => void saveDraft(document), invalid)}
        >
          <FormErrorSummary errors={errors} submitCount={submitCount} />
          {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
          <p className="admin-form__hint">
            Status: {page.published ? 'published' : 'not published yet'}
            {page.unpublishedChanges ? ' · the draft has changes the public page does not show yet' : ''}.{' '}
            <a href={page.path}>View the public page</a>
          </p>
          <HindiFieldsNote />
          {page.builtin ? (
            <p className="admin-form__hint">
              This page is one of the site’s fixed pages: its address ({page.path}) and its title in the menus stay as
              they are.
            </p>
          ) : null}
          <BilingualField
            label="Title"
            required
            english={{ ...register('title.en'), error: errors.title?.en?.message }}
            hindi={{ ...register('title.hi'), error: errors.title?.hi?.message }}
          />
          <BilingualField
            label="Summary (shown to search engines)"
            multiline
            english={{ ...register('summary.en'), error: errors.summary?.en?.message }}
            hindi={{ ...register('summary.hi'), error: errors.summary?.hi?.message }}
          />
          <h2 className="content-form__heading">Blocks</h2>
          <BlocksEditor name="blocks" />
          <div className="content-form__actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              Save draft
            </button>
            <button type="button" className="button button--secondary" onClick={handleSubmit(showPreview, invalid)}>
              Preview
            </button>
            <button type="button" className="button" onClick={handleSubmit(publish, invalid)}>
              Publish
            </button>
          </div>
          {leavePrompt}
        </form>
      </FormProvider>
      {preview ? <PagePreview page={preview} onClose={() => setPreview(null)} /> : null}
      {page.builtin ? null : <PageMenuForm page={page} onSaved={accept} />}
      <PageRevisions page={page} onRestored={accept} />
    </>
  );
}
