import { DOMESTIC_SECTIONS, domesticNominationSchema, emptyDomesticValues } from '@iiidem/shared/nominations/domestic';
import { useNavigate } from 'react-router';
import { useRefreshMyCourseApplications } from '../../../features/courses/my-course-applications-api';
import { CourseSummary } from '../../../features/nominations/course-summary';
import { NominationForm } from '../../../features/nominations/nomination-form';
import { translateSharedText } from '../../../lib/i18n/form-texts';
import { useLocalized } from '../../../lib/i18n/localized';
import { paths } from '../../../paths';
import { NominationPageFrame } from './nomination-page-frame';

/** /domestic-application/:id: the domestic nomination form with its course summary (spec 2 §2). */
export default function DomesticApplicationPage() {
  const navigate = useNavigate();
  const refreshApplied = useRefreshMyCourseApplications();
  const localized = useLocalized();
  return (
    <NominationPageFrame form="domestic">
      {({ course, profile, lists }) => (
        <NominationForm
          form="domestic"
          sections={DOMESTIC_SECTIONS}
          schemaFor={domesticNominationSchema}
          emptyValues={emptyDomesticValues}
          course={course}
          profile={profile}
          lists={lists}
          onSubmitted={() => {
            // The course pages then show the applied state at once (issue 17).
            void refreshApplied();
            navigate(paths.dashboard);
          }}
        >
          <CourseSummary
            programName={translateSharedText(course.program_type.program_name)}
            startFrom={course.start_from}
            endTo={course.end_to}
            location={localized(course, 'location').text || null}
          />
        </NominationForm>
      )}
    </NominationPageFrame>
  );
}
