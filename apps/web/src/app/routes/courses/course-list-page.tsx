import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function CourseListPage() {
  return (
    <Page title={PAGE_TITLES.courses}>
      <p>Browse the institute's courses and open any course to see its details and apply.</p>
    </Page>
  );
}
