import type { TPeopleList, TPublicPerson } from '@iiidem/shared/admin/people';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePeopleList } from './people-api';

/**
 * A list's entries, drawn by `children` once loaded; while loading, or when the list could not be loaded, says
 * so; an empty list shows nothing. Each layout module uses it, so a page loads only the layouts it shows.
 */
export function WithPeople({
  list,
  children,
}: {
  list: TPeopleList | string;
  children: (items: readonly TPublicPerson[]) => ReactNode;
}) {
  const { data, error } = usePeopleList(list);
  const items = data?.data.items;
  if (!items) {
    if (error) {
      return (
        <p role="alert">
          <Trans>This list could not be loaded. Please try again later.</Trans>
        </p>
      );
    }
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return items.length === 0 ? null : children(items);
}
