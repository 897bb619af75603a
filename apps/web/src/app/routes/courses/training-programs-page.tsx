import type { CourseListTab } from '@iiidem/shared/courses/course-tabs';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import type { CourseListNavigationState } from '../../../features/courses/course-tabs';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import './training-programs-page.css';

const PROGRAMME_KINDS: { tab: CourseListTab; title: string; text: string }[] = [
  {
    tab: 'domestic',
    title: 'Domestic programmes',
    text: 'Certification courses, training of trainers and orientation programmes for election officials of the States and Union Territories.',
  },
  {
    tab: 'international',
    title: 'International programmes',
    text: 'Capacity-development programmes, study visits and online courses for Election Management Bodies of partner countries.',
  },
  {
    tab: 'academic',
    title: 'Academic programmes',
    text: "A master's programme, certificate courses and research fellowships in electoral studies.",
  },
];

/** /training-programs: what the institute offers, with links to each tab of the course list. */
export default function TrainingProgramsPage() {
  return (
    <Page title={PAGE_TITLES.trainingPrograms}>
      <p>
        The institute trains the people who run elections: officials of the Election Commission and of the States and
        Union Territories, election officials of partner countries, and students and researchers of elections. Choose a
        kind of programme to see the courses open for application.
      </p>
      <ul className="training-programs">
        {PROGRAMME_KINDS.map((kind) => {
          const state: CourseListNavigationState = { tab: kind.tab };
          return (
            <li key={kind.tab} className="training-programs__item">
              <h2>{kind.title}</h2>
              <p>{kind.text}</p>
              <Link to={paths.courses} state={state}>
                See the {kind.title.toLowerCase()}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={paths.courses} state={{ tab: 'all' } satisfies CourseListNavigationState}>
          See all training programmes
        </Link>{' '}
        or read about <Link to={paths.ourTrainingAndPrograms}>our training and programmes</Link>.
      </p>
    </Page>
  );
}
