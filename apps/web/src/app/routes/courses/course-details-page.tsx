import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function CourseDetailsPage() {
  return (
    <Page title={PAGE_TITLES.courseDetails} crumbs={[{ label: PAGE_TITLES.courses, to: paths.courses }]}>
      <p>The details of this course: dates, duration, location, mode of training and how to apply.</p>
    </Page>
  );
}
