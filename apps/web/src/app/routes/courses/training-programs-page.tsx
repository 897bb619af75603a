import type { CourseListTab } from '@iiidem/shared/courses/course-tabs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import type { CourseListNavigationState } from '../../../features/courses/course-tabs';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import './training-programs-page.css';

const PROGRAMME_KINDS: {
  tab: CourseListTab;
  title: MessageDescriptor;
  text: MessageDescriptor;
  link: MessageDescriptor;
}[] = [
  {
    tab: 'domestic',
    title: msg`Domestic programmes`,
    text: msg`Certification courses, training of trainers and orientation programmes for election officials of the States and Union Territories.`,
    link: msg`See the domestic programmes`,
  },
  {
    tab: 'international',
    title: msg`International programmes`,
    text: msg`Capacity-development programmes, study visits and online courses for Election Management Bodies of partner countries.`,
    link: msg`See the international programmes`,
  },
  {
    tab: 'academic',
    title: msg`Academic programmes`,
    text: msg`A master's programme, certificate courses and research fellowships in electoral studies.`,
    link: msg`See the academic programmes`,
  },
];

const ALL_PROGRAMMES: CourseListNavigationState = { tab: 'all' };

/** /training-programs: what the institute offers, with links to each tab of the course list. */
export default function TrainingProgramsPage() {
  const { i18n } = useLingui();
  return (
    <Page title={PAGE_TITLES.trainingPrograms}>
      <p>
        <Trans>
          The institute trains the people who run elections: officials of the Election Commission and of the States and
          Union Territories, election officials of partner countries, and students and researchers of elections. Choose
          a kind of programme to see the courses open for application.
        </Trans>
      </p>
      <ul className="training-programs">
        {PROGRAMME_KINDS.map((kind) => {
          const state: CourseListNavigationState = { tab: kind.tab };
          return (
            <li key={kind.tab} className="training-programs__item">
              <h2>{i18n._(kind.title)}</h2>
              <p>{i18n._(kind.text)}</p>
              <Link to={paths.courses} state={state}>
                {i18n._(kind.link)}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Trans>
          <Link to={paths.courses} state={ALL_PROGRAMMES}>
            See all training programmes
          </Link>{' '}
          or read about <Link to={paths.ourTrainingAndPrograms}>our training and programmes</Link>.
        </Trans>
      </p>
    </Page>
  );
}
