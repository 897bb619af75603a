import { useLingui } from '@lingui/react/macro';
import { CAMPUS_AND_FACILITIES_CONTENT } from '../../../features/content/campus-and-facilities';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function CampusAndFacilitiesPage() {
  const content = CAMPUS_AND_FACILITIES_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage
      title={PAGE_TITLES.campusAndFacilities}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <img
        className="illustration"
        src={content.campusImage.src}
        alt={text(content.campusImage.alt)}
        width="960"
        height="400"
      />
      <ul className="figure-list" aria-label={t`The campus in figures`}>
        {content.campusFigures.map((figure) => (
          <li key={figure.id} className="figure-list__item">
            {text(figure)}
          </li>
        ))}
      </ul>
      {content.facilities.map((facility) => (
        <section key={facility.id} aria-labelledby={`facility-${facility.id}`} className="facility">
          <img
            className="illustration"
            src={facility.image.src}
            alt={text(facility.image.alt)}
            width="480"
            height="300"
            loading="lazy"
          />
          <div>
            <h2 id={`facility-${facility.id}`}>{text(facility.heading)}</h2>
            {facility.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{text(paragraph)}</p>
            ))}
            <ul className="content-list" aria-label={t`${text(facility.heading)} in figures`}>
              {facility.figures.map((figure) => (
                <li key={figure.id}>{text(figure)}</li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </ContentPage>
  );
}
