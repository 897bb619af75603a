import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { PERSON_PLACEHOLDER, PLACEHOLDER_PHOTO_ALT } from './people-texts';
import '../../components/ui/profile-card.css';
import './people.css';

export type CardDetail = { key: string; label: ReactNode; value: ReactNode };

/** A card for a person: photo (or a neutral portrait), name, role, label-value details, free text. */
export function PersonCard({
  person,
  headingLevel = 3,
  details = [],
  children,
  wide = false,
}: {
  person: TPublicPerson;
  headingLevel?: 2 | 3 | 4;
  details?: readonly CardDetail[];
  children?: ReactNode;
  /** Photo beside the text on wider screens (a page with a single profile). */
  wide?: boolean;
}) {
  const { i18n } = useLingui();
  const localized = useLocalized();
  const Heading = `h${headingLevel}` as const;
  const name = localized(person, 'name');
  const role = localized(person, 'role');
  return (
    <article className={wide ? 'profile-card profile-card--wide' : 'profile-card'}>
      <img
        className="profile-card__photo"
        src={person.photo?.src ?? PERSON_PLACEHOLDER}
        alt={person.photo ? name.text : i18n._(PLACEHOLDER_PHOTO_ALT)}
        width="160"
        height="160"
        loading="lazy"
      />
      <div className="profile-card__body">
        <Heading className="profile-card__name" lang={name.lang}>
          {name.text}
        </Heading>
        {role.text && <Localized as="p" className="profile-card__role" value={role} />}
        {details.length > 0 && (
          <dl className="profile-card__details">
            {details.map((detail) => (
              <div key={detail.key} className="profile-card__detail">
                <dt>{detail.label}:</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </div>
    </article>
  );
}
