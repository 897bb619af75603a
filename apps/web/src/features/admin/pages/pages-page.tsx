import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminPage,
  type TAdminPageSummary,
  type TCreatePageBody,
  ZCreatePageBody,
} from '@iiidem/shared/admin/pages';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { applyApiErrors } from '../../../components/form/apply-api-errors';
import { FormMessage, TextField } from '../../../components/form/form-fields';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { BilingualField } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel } from '../ui/content-form-parts';
import { PageEditor } from './page-editor';
import './pages-admin.css';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { TableScroll } from '../ui/table-scroll';

type PageList = Answer<{ items: TAdminPageSummary[] }>;

function statusOf(page: TAdminPageSummary): string {
  if (!page.published) return 'Not published';
  return page.unpublishedChanges ? 'Published; draft has changes' : 'Published';
}

/** Back office: the pages of the site (issue 15), the spec's pages first, and the pages staff added. */
export default function PagesPage() {
  const { data, error, mutate } = useAdminData<PageList>('/admin/pages');
  const [creating, setCreating] = useState(false);
  const pages = data?.data.items;
  return (
    <AdminPage
      title="Pages"
      actions={
        <button type="button" className="button" onClick={() => setCreating(true)}>
          New page
        </button>
      }
    >
      <p className="admin-form__hint">
        Change a page’s text, preview it, then publish it: every publish is kept, and any earlier one can be restored.
      </p>
      {creating ? <NewPageForm onCancel={() => setCreating(false)} onCreated={() => void mutate()} /> : null}
      {error ? <FormMessage kind="error">The pages could not be loaded. Please try again.</FormMessage> : null}
      {pages ? (
        <TableScroll captionId="pages-table-caption">
          <table className="admin-table">
            <caption id="pages-table-caption" className="visually-hidden">
              Pages of the site
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">Last published</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id}>
                  <th scope="row">
                    <Link to={String(page.id)}>{page.title}</Link>
                  </th>
                  <td>{page.path}</td>
                  <td>{statusOf(page)}</td>
                  <td>{page.lastPublishedAt ? formatIstDateTime(page.lastPublishedAt) : 'Never'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </AdminPage>
  );
}

const NEW_PAGE_FIELDS = ['slug', 'document.title.en', 'document.title.hi'] as const;

function NewPageForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<TCreatePageBody>({
    resolver: zodResolver(ZCreatePageBody),
    defaultValues: { slug: '', document: { title: { en: '', hi: '' }, summary: { en: '', hi: '' }, blocks: [] } },
  });
  const create = async (body: TCreatePageBody) => {
    setFormError(null);
    try {
      const answer = await adminSend<Answer<TAdminPage>>('/admin/pages', 'POST', body);
      onCreated();
      navigate(String(answer.data.id));
    } catch (failure) {
      setFormError(
        applyApiErrors(failure, NEW_PAGE_FIELDS, setError, 'The page could not be created. Please try again.').message,
      );
    }
  };
  return (
    <FormPanel title="New page">
      <form className="admin-form content-form" noValidate onSubmit={handleSubmit(create)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label="Address"
          required
          hint="The page will be at /pages/<address>, e.g. right-to-information."
          autoComplete="off"
          error={errors.slug?.message}
          {...register('slug')}
        />
        <BilingualField
          label="Title"
          required
          english={{ ...register('document.title.en'), error: errors.document?.title?.en?.message }}
          hindi={{ ...register('document.title.hi'), error: errors.document?.title?.hi?.message }}
        />
        <ContentFormButtons busy={isSubmitting} submitLabel="Create the page" onCancel={onCancel} />
      </form>
    </FormPanel>
  );
}

/** Back office: one page's editor, at /admin/pages/:id. */
export function PageEditorPage() {
  const { id } = useParams();
  const { data, error, mutate } = useAdminData<Answer<TAdminPage>>(`/admin/pages/${id}`);
  const page = data?.data;
  return (
    <AdminPage title={page ? `Edit page: ${page.title}` : 'Edit page'} actions={<Link to="..">All pages</Link>}>
      {error ? <FormMessage kind="error">The page could not be loaded. It may have been deleted.</FormMessage> : null}
      {page ? (
        <PageEditor
          key={page.id}
          page={page}
          onChanged={(changed) => void mutate({ success: true, data: changed }, { revalidate: false })}
        />
      ) : error ? null : (
        <p role="status">Loading…</p>
      )}
    </AdminPage>
  );
}
