import { PEOPLE_LIST_KEYS, PEOPLE_LISTS, type TAdminPerson, type TPeopleList } from '@iiidem/shared/admin/people';
import { Fragment, useState } from 'react';
import { SelectField } from '../../../components/form/form-fields';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable, ListState, RowButton, VisibilityBadge } from '../ui/admin-table';
import { ContentNotice, type Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { PersonForm } from './person-form';
import './people-admin.css';

const LIST_OPTIONS = PEOPLE_LIST_KEYS.map((key) => ({ value: key, label: PEOPLE_LISTS[key] }));

const COLUMNS: readonly AdminColumn<TAdminPerson>[] = [
  {
    header: 'Photo or logo',
    cell: (person) =>
      person.photo ? <img className="people-admin__thumb" src={person.photo.src} alt="" loading="lazy" /> : '—',
  },
  { header: 'Name', cell: (person) => person.name, rowHeader: true },
  { header: 'Role', cell: (person) => person.role },
  { header: 'Section', cell: (person) => person.section },
  { header: 'Hindi', cell: (person) => (person.nameHi ? 'Yes' : 'Missing') },
  { header: 'Shown', cell: (person) => <VisibilityBadge published={person.published} /> },
];

/**
 * Back office: People and partners (issue 15). Choose a list; add, edit, publish or hide, move up or down and
 * remove its entries. The public pages show the published entries in this order.
 */
export default function PeoplePage() {
  const [list, setList] = useState<TPeopleList>('officers');
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminPerson[]>>(`/admin/people?list=${list}`);
  const [editing, setEditing] = useState<{ person: TAdminPerson | undefined } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const items = data?.data ?? [];

  const removal = useRemoval<TAdminPerson>(
    (person) => adminSend(`/admin/people/${person.id}`, 'DELETE'),
    async (person) => {
      setNotice({ kind: 'success', text: `"${person.name}" was removed.` });
      await mutate();
    },
    'The entry could not be removed. Please try again.',
  );

  /** Runs a change of one row (publish, move) with its buttons waiting, then reloads the list. */
  const change = async (person: TAdminPerson, send: () => Promise<unknown>, done: string) => {
    setBusyId(person.id);
    try {
      await send();
      setNotice({ kind: 'success', text: done });
      await mutate();
    } catch (caught) {
      setNotice({ kind: 'error', text: serverMessage(caught, 'The entry could not be changed. Please try again.') });
    } finally {
      setBusyId(null);
    }
  };

  const open = (person?: TAdminPerson) => {
    setNotice(null);
    setEditing({ person });
  };

  return (
    <AdminPage
      title="People and partners"
      actions={
        <button type="button" className="button" onClick={() => open()}>
          Add entry
        </button>
      }
    >
      <div className="people-admin__list-choice">
        <SelectField
          label="List"
          hint="Each list is shown on its page of the public site, in this order."
          placeholder="Choose a list"
          options={LIST_OPTIONS}
          value={list}
          onChange={(event) => {
            setEditing(null);
            setNotice(null);
            setList(event.target.value as TPeopleList);
          }}
        />
      </div>
      <ContentNotice notice={notice} />
      {editing ? (
        <Fragment key={editing.person?.id ?? `new-${list}`}>
          <PersonForm
            list={list}
            person={editing.person}
            onCancel={() => setEditing(null)}
            onSaved={async (person, message) => {
              setEditing(null);
              setNotice({ kind: 'success', text: `${message} "${person.name}"` });
              await mutate();
            }}
          />
        </Fragment>
      ) : null}
      <ListState
        error={error}
        errorText="The list could not be loaded."
        loading={isLoading}
        loadingText="Loading the list…"
        empty={items.length === 0}
        emptyText="This list has no entries yet."
      >
        <AdminTable
          caption={PEOPLE_LISTS[list]}
          items={items}
          columns={COLUMNS}
          actions={(person) => {
            const index = items.indexOf(person);
            const busy = busyId === person.id;
            return (
              <>
                <RowButton context={person.name} onClick={() => open(person)}>
                  Edit
                </RowButton>
                <RowButton
                  context={person.name}
                  disabled={busy}
                  onClick={() =>
                    change(
                      person,
                      () =>
                        adminSend(`/admin/people/${person.id}/published`, 'PATCH', { published: !person.published }),
                      person.published
                        ? `"${person.name}" is hidden from the public pages.`
                        : `"${person.name}" is shown on the public pages.`,
                    )
                  }
                >
                  {person.published ? 'Hide' : 'Publish'}
                </RowButton>
                <RowButton
                  context={person.name}
                  disabled={busy || index === 0}
                  onClick={() =>
                    change(
                      person,
                      () => adminSend(`/admin/people/${person.id}/position`, 'PATCH', { direction: 'up' }),
                      `"${person.name}" moved up.`,
                    )
                  }
                >
                  Move up
                </RowButton>
                <RowButton
                  context={person.name}
                  disabled={busy || index === items.length - 1}
                  onClick={() =>
                    change(
                      person,
                      () => adminSend(`/admin/people/${person.id}/position`, 'PATCH', { direction: 'down' }),
                      `"${person.name}" moved down.`,
                    )
                  }
                >
                  Move down
                </RowButton>
                {person.photo ? (
                  <RowButton
                    context={person.name}
                    disabled={busy}
                    onClick={() =>
                      change(
                        person,
                        () => adminSend(`/admin/people/${person.id}/photo`, 'DELETE'),
                        `The photo of "${person.name}" was removed.`,
                      )
                    }
                  >
                    Remove photo
                  </RowButton>
                ) : null}
                <RowButton context={person.name} onClick={() => removal.ask(person)}>
                  Remove
                </RowButton>
              </>
            );
          }}
        />
      </ListState>
      <DeleteConfirmation
        subject={removal.target ? `"${removal.target.name}" from ${PEOPLE_LISTS[list]}` : null}
        detail="It is no longer shown on the public pages, and its photo or logo is deleted."
        {...removal.dialog}
      />
    </AdminPage>
  );
}
