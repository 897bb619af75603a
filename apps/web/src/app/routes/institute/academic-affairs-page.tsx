import { Link } from 'react-router';
import { ACADEMIC_AFFAIRS_CONTENT } from '../../../features/content/academic-affairs';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function AcademicAffairsPage() {
  const content = ACADEMIC_AFFAIRS_CONTENT;
  return (
    <ContentPage
      title={PAGE_TITLES.academicAffairs}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <section aria-labelledby="academic-units">
        <h2 id="academic-units">{content.unitsHeading}</h2>
        <ul className="unit-list">
          {content.units.map((unit) => (
            <li key={unit.name} className="unit-list__item">
              <h3>{unit.name}</h3>
              <p>{unit.description}</p>
              {unit.link && <Link to={unit.link.to}>{unit.link.label}</Link>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="academic-programme">
        <h2 id="academic-programme">{content.academicProgrammeHeading}</h2>
        <p className="prose">{content.academicProgramme}</p>
        <p>
          <Link to={content.academicProgrammeLink.to}>{content.academicProgrammeLink.label}</Link>
        </p>
      </section>
    </ContentPage>
  );
}
