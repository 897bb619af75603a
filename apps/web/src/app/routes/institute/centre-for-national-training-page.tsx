import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/table';
import {
  CENTRE_FOR_NATIONAL_TRAINING_CONTENT,
  NATIONAL_PROGRAMMES,
} from '../../../features/content/centre-for-national-training';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function CentreForNationalTrainingPage() {
  const content = CENTRE_FOR_NATIONAL_TRAINING_CONTENT;
  return (
    <ContentPage
      title={PAGE_TITLES.centreForNationalTraining}
      crumbs={[CRUMBS.aboutUs, CRUMBS.academicAffairs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <section aria-labelledby="cnt-cascade">
        <h2 id="cnt-cascade">{content.cascadeHeading}</h2>
        <ol className="cascade">
          {content.cascade.map((level) => (
            <li key={level.level} className="cascade__level">
              <h3 className="cascade__title">{level.level}</h3>
              <p>{level.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="cnt-programmes">
        <h2 id="cnt-programmes">{content.programmesHeading}</h2>
        <DataTable
          caption={content.programmesCaption}
          rows={NATIONAL_PROGRAMMES}
          rowKey={(programme) => programme.code}
          columns={[
            { header: 'Code', cell: (programme) => programme.code, rowHeader: true },
            { header: 'Title', cell: (programme) => programme.title },
          ]}
        />
        <p>
          {content.programmesNote} <Link to={content.programmesLink.to}>{content.programmesLink.label}</Link>
        </p>
      </section>
    </ContentPage>
  );
}
