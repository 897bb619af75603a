import { isRecordId } from '@iiidem/shared/common/record-id';
import { tabForProgramType } from '@iiidem/shared/courses/course-tabs';
import { MESSAGES } from '@iiidem/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { type Crumb, Page } from '../../../components/layout/page';
import { CourseDetails } from '../../../features/courses/course-details';
import type { CourseListNavigationState } from '../../../features/courses/course-tabs';
import { useCourse } from '../../../features/courses/courses-api';
import { LoadingSpinner } from '../../../features/courses/loading-spinner';
import { useLocalized } from '../../../lib/i18n/localized';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

const LIST_CRUMB: Crumb = { label: PAGE_TITLES.courses, to: paths.courses };

/** /training-program-details/:id: one course with every field and Apply Now (spec 1 §2 Course detail). */
export default function CourseDetailsPage() {
  const idText = useParams().id;
  const id = isRecordId(idText) ? Number(idText) : null;
  const { data, error, isLoading } = useCourse(id);
  const { t } = useLingui();
  const localized = useLocalized();

  useEffect(() => {
    if (error) console.error('Loading the course failed', error);
  }, [error]);

  const course = data?.data.course;
  if (isLoading) {
    return (
      <Page title={PAGE_TITLES.courseDetails} crumbs={[LIST_CRUMB]}>
        <LoadingSpinner label={t`Loading the programme…`} />
      </Page>
    );
  }
  // Spec 1 §2, §8: an empty course (unknown id, failed load) shows 'No Data Available'.
  if (!course?.course_name) {
    return (
      <Page title={PAGE_TITLES.courseDetails} crumbs={[LIST_CRUMB]}>
        <p className="course-details__empty">{translateSharedText(MESSAGES.noDataAvailableTitle)}</p>
      </Page>
    );
  }

  const state: CourseListNavigationState = { tab: tabForProgramType(course.program_type_id) };
  const programme = translateSharedText(course.program_type.program_name);
  const name = localized(course, 'course_name');
  return (
    <Page title={name.text} lang={name.lang} crumbs={[{ label: programme, to: paths.courses, state }]}>
      <CourseDetails course={course} />
    </Page>
  );
}
