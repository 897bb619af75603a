import {
  emptyInternationalValues,
  INTERNATIONAL_SECTIONS,
  internationalNominationSchema,
} from '@iiidem/shared/nominations/international';
import { useNavigate } from 'react-router';
import { useRefreshMyCourseApplications } from '../../../features/courses/my-course-applications-api';
import { NominationForm } from '../../../features/nominations/nomination-form';
import { paths } from '../../../paths';
import { NominationPageFrame } from './nomination-page-frame';

/** /international-application/:id: the international nomination form (spec 2 §2). */
export default function InternationalApplicationPage() {
  const navigate = useNavigate();
  const refreshApplied = useRefreshMyCourseApplications();
  return (
    <NominationPageFrame form="international">
      {({ course, profile, lists }) => (
        <NominationForm
          form="international"
          sections={INTERNATIONAL_SECTIONS}
          schemaFor={internationalNominationSchema}
          emptyValues={emptyInternationalValues}
          course={course}
          profile={profile}
          lists={lists}
          onSubmitted={() => {
            // The course pages then show the applied state at once (issue 17).
            void refreshApplied();
            navigate(paths.dashboard);
          }}
        />
      )}
    </NominationPageFrame>
  );
}
