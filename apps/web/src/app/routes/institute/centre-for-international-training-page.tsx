import { Link } from 'react-router';
import { CENTRE_FOR_INTERNATIONAL_TRAINING_CONTENT } from '../../../features/content/centre-for-international-training';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function CentreForInternationalTrainingPage() {
  const content = CENTRE_FOR_INTERNATIONAL_TRAINING_CONTENT;
  const text = useText();
  return (
    <ContentPage
      title={PAGE_TITLES.centreForInternationalTraining}
      crumbs={[CRUMBS.aboutUs, CRUMBS.academicAffairs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <section aria-labelledby="cit-reach">
        <h2 id="cit-reach">{text(content.figuresHeading)}</h2>
        <ul className="figure-list">
          {content.figures.map((figure) => (
            <li key={figure.value.id} className="figure-list__item">
              <span className="figure-list__value">{text(figure.value)}</span> {text(figure.label)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cit-formats">
        <h2 id="cit-formats">{text(content.formatsHeading)}</h2>
        <ul className="content-list">
          {content.formats.map((format) => (
            <li key={format.id}>{text(format)}</li>
          ))}
        </ul>
        <ul className="content-list">
          <li>
            <Link to={content.programmesLink.to} state={content.programmesLink.state}>
              {text(content.programmesLink.label)}
            </Link>
          </li>
          <li>
            <Link to={content.webinarLink.to}>{text(content.webinarLink.label)}</Link>
          </li>
        </ul>
      </section>
    </ContentPage>
  );
}
