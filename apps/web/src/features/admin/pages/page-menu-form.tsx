import { PAGE_MENU_GROUPS, type TAdminPage, type TPageMenuGroup } from '@iiidem/shared/admin/pages';
import { type FormEvent, useState } from 'react';
import { FormMessage, SelectField, TextField } from '../../../components/form/form-fields';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend } from '../ui/admin-api';
import { FormPanel } from '../ui/content-form-parts';

/**
 * Where a page staff added is listed: one of the Menu's four groups (and the site map's) at a place, or none.
 * It applies at once; the menus list the page once it is published.
 */
export function PageMenuForm({ page, onSaved }: { page: TAdminPage; onSaved: (answer: Answer<TAdminPage>) => void }) {
  const [group, setGroup] = useState<string>(page.menuGroup ?? '');
  const [order, setOrder] = useState(String(page.menuOrder));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const menuGroup = group ? (group as TPageMenuGroup) : null;
      onSaved(
        await adminSend<Answer<TAdminPage>>(`/admin/pages/${page.id}/menu`, 'PUT', {
          menuGroup,
          menuOrder: Number(order),
        }),
      );
    } catch (failure) {
      setError(serverMessage(failure, 'The menu place could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPanel title="Place in the menus" focusOnOpen={false}>
      <form className="admin-form content-form" noValidate onSubmit={save}>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <div className="content-form__pair">
          <SelectField
            label="Menu group"
            placeholder="In no menu"
            hint="The Menu and the site map list the page in this group once it is published."
            value={group}
            onChange={(event) => setGroup(event.target.value)}
            options={Object.entries(PAGE_MENU_GROUPS).map(([value, label]) => ({ value, label }))}
          />
          <TextField
            label="Place in the group"
            type="number"
            min={0}
            max={999}
            hint="Lower numbers come first, after the group’s fixed pages."
            value={order}
            onChange={(event) => setOrder(event.target.value)}
          />
        </div>
        <div className="content-form__actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            Save the menu place
          </button>
        </div>
      </form>
    </FormPanel>
  );
}
