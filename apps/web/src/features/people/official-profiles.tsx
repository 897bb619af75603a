import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { useSiteSettings } from '../../lib/use-site-settings';
import { EmailLink, PhoneLink } from './contact-links';
import { CardGrid } from './people-cards';
import { type CardDetail, PersonCard } from './person-card';

/**
 * An official's profile (spec 2 §3): name, designation, e-mail, office number, fax and staff contacts with their
 * intercom extension. The entry's lines without a label are paragraphs about the post; labelled lines are its
 * staff contacts ("Staff Officer: Ext. 102").
 */
function OfficialProfile({ person, wide }: { person: TPublicPerson; wide?: boolean }) {
  const { t } = useLingui();
  const localized = useLocalized();
  // The institute's fax is a site setting (one for every profile).
  const fax = useSiteSettings()?.fax;
  const details: CardDetail[] = [
    ...(person.email ? [{ key: 'email', label: t`E-mail`, value: <EmailLink email={person.email} /> }] : []),
    ...(person.phone ? [{ key: 'phone', label: t`Office number`, value: <PhoneLink phone={person.phone} /> }] : []),
    ...(fax ? [{ key: 'fax', label: t`Fax`, value: fax }] : []),
  ];
  const about = person.details.filter((line) => !line.label);
  const staff = person.details.filter((line) => line.label);
  return (
    <PersonCard person={person} headingLevel={2} details={details} wide={wide}>
      {about.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id of their own and keep their order.
        <Localized key={index} as="p" value={localized(line, 'value')} />
      ))}
      {staff.length > 0 && (
        <>
          <p className="profile-card__subheading">
            <Trans>Staff contacts</Trans>
          </p>
          <ul className="people-list">
            {staff.map((line, index) => {
              const role = localized(line, 'label');
              const extension = localized(line, 'value');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <li key={index} lang={role.lang ?? extension.lang}>
                  {role.text}: {extension.text}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PersonCard>
  );
}

/** Official profiles: one wide profile for a list of one (the Director General), else a grid (the Directors). */
export function OfficialProfiles({ items, label }: { items: readonly TPublicPerson[]; label?: string }) {
  if (items.length === 1) {
    return (
      <div className="single-profile">
        <OfficialProfile person={items[0]!} wide />
      </div>
    );
  }
  return (
    <CardGrid label={label}>
      {items.map((person) => (
        <li key={person.id}>
          <OfficialProfile person={person} />
        </li>
      ))}
    </CardGrid>
  );
}
