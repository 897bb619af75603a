import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { OUR_ALUMNI_CONTENT } from '../../../features/content/our-alumni';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';
import './people-pages.css';

export default function OurAlumniPage() {
  const content = OUR_ALUMNI_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage
      title={PAGE_TITLES.ourAlumni}
      crumbs={[CRUMBS.alumni]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <ul className="programme-cards" aria-label={t`Programmes`}>
        {content.cards.map((card, index) => {
          const headingId = `our-alumni-programme-${index}`;
          return (
            <li key={headingId} className="programme-card">
              <h2 id={headingId} className="programme-card__title">
                {text(card.title)}
                <span className="programme-card__batch">{text(card.batch)}</span>
              </h2>
              <p className="programme-card__dates">
                <Trans>
                  {card.from} to {card.to}
                </Trans>
              </p>
              <Link className="button" to={content.viewAlumni.to} aria-describedby={headingId}>
                {text(content.viewAlumni.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </ContentPage>
  );
}
