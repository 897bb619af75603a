import type { TPeopleList } from '@iiidem/shared/admin/people';
import { useLingui } from '@lingui/react/macro';
import { PartnerCarousel } from './partner-carousel';
import { WithPeople } from './people-state';
import { PARTNER_LIST_TITLES } from './people-texts';

/** A list of partner bodies as the home page's logo carousel, titled by the list unless `label` is given. */
export function PartnerCarouselList({ list, label }: { list: TPeopleList | string; label?: string }) {
  const { i18n } = useLingui();
  const known = PARTNER_LIST_TITLES[list as keyof typeof PARTNER_LIST_TITLES];
  return (
    <WithPeople list={list}>
      {(items) => <PartnerCarousel items={items} title={label ?? (known ? i18n._(known) : '')} />}
    </WithPeople>
  );
}
