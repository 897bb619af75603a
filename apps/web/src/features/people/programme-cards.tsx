import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { paths } from '../../paths';
import './people.css';

/**
 * Programme batches and their alumni (Our Alumni): the programme (the entry's name), its batch (the role), its
 * dates (the first line of details) and a View Alumni button to the alumni profiles.
 */
export function ProgrammeCards({
  items,
  idPrefix = 'programme',
}: {
  items: readonly TPublicPerson[];
  idPrefix?: string;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <ul className="programme-cards" aria-label={t`Programmes`}>
      {items.map((item) => {
        const headingId = `${idPrefix}-${item.id}`;
        const title = localized(item, 'name');
        const batch = localized(item, 'role');
        const dates = item.details[0];
        return (
          <li key={item.id} className="programme-card">
            <h2 id={headingId} className="programme-card__title">
              <Localized value={title} />
              {batch.text && <Localized as="span" className="programme-card__batch" value={batch} />}
            </h2>
            {dates && <Localized as="p" className="programme-card__dates" value={localized(dates, 'value')} />}
            <Link className="button" to={paths.iiidemAlumni} aria-describedby={headingId}>
              <Trans>View Alumni</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
