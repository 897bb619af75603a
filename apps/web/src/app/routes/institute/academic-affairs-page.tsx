import { Link } from 'react-router';
import { ACADEMIC_AFFAIRS_CONTENT } from '../../../features/content/academic-affairs';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function AcademicAffairsPage() {
  const content = ACADEMIC_AFFAIRS_CONTENT;
  const text = useText();
  return (
    <ContentPage
      title={PAGE_TITLES.academicAffairs}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <section aria-labelledby="academic-units">
        <h2 id="academic-units">{text(content.unitsHeading)}</h2>
        <ul className="unit-list">
          {content.units.map((unit) => (
            <li key={unit.name.id} className="unit-list__item">
              <h3>{text(unit.name)}</h3>
              <p>{text(unit.description)}</p>
              {unit.link && <Link to={unit.link.to}>{text(unit.link.label)}</Link>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="academic-programme">
        <h2 id="academic-programme">{text(content.academicProgrammeHeading)}</h2>
        <p className="prose">{text(content.academicProgramme)}</p>
        <p>
          <Link to={content.academicProgrammeLink.to}>{text(content.academicProgrammeLink.label)}</Link>
        </p>
      </section>
    </ContentPage>
  );
}
