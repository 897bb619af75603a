import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Page } from '../../../components/layout/page';
import { CourseList } from '../../../features/courses/course-list';
import { useNavigationState } from '../../../lib/use-navigation-state';
import { PAGE_TITLES } from '../../../page-titles';

/** /iiidem-training-programs: the course list with tabs all, domestic, international, academic (spec 1 §2). */
export default function CourseListPage() {
  const location = useLocation();
  const navigationState = useNavigationState();
  return (
    <Page title={PAGE_TITLES.courses}>
      <p>
        <Trans>Browse the institute's training programmes and open any programme to see its details and apply.</Trans>
      </p>
      {/* A new navigation (e.g. a menu link naming another tab) starts the list again from its state. */}
      <CourseList key={location.key} navigationState={navigationState} />
    </Page>
  );
}
