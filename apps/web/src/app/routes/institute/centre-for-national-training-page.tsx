import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/table';
import {
  CENTRE_FOR_NATIONAL_TRAINING_CONTENT,
  NATIONAL_PROGRAMMES,
} from '../../../features/content/centre-for-national-training';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function CentreForNationalTrainingPage() {
  const content = CENTRE_FOR_NATIONAL_TRAINING_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage
      title={PAGE_TITLES.centreForNationalTraining}
      crumbs={[CRUMBS.aboutUs, CRUMBS.academicAffairs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <section aria-labelledby="cnt-cascade">
        <h2 id="cnt-cascade">{text(content.cascadeHeading)}</h2>
        <ol className="cascade">
          {content.cascade.map((level) => (
            <li key={level.level.id} className="cascade__level">
              <h3 className="cascade__title">{text(level.level)}</h3>
              <p>{text(level.text)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="cnt-programmes">
        <h2 id="cnt-programmes">{text(content.programmesHeading)}</h2>
        <DataTable
          caption={text(content.programmesCaption)}
          rows={NATIONAL_PROGRAMMES}
          rowKey={(programme) => programme.code}
          columns={[
            { header: t`Code`, cell: (programme) => programme.code, rowHeader: true },
            { header: t`Title`, cell: (programme) => text(programme.title) },
          ]}
        />
        <p>
          {text(content.programmesNote)}{' '}
          <Link to={content.programmesLink.to}>{text(content.programmesLink.label)}</Link>
        </p>
      </section>
    </ContentPage>
  );
}
