import {
  emptyInternationalValues,
  INTERNATIONAL_SECTIONS,
  internationalNominationSchema,
} from '@iiidem/shared/nominations/international';
import { useNavigate } from 'react-router';
import { NominationForm } from '../../../features/nominations/nomination-form';
import { paths } from '../../../paths';
import { NominationPageFrame } from './nomination-page-frame';

/** /international-application/:id: the international nomination form (spec 2 §2). */
export default function InternationalApplicationPage() {
  const navigate = useNavigate();
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
          onSubmitted={() => navigate(paths.dashboard)}
        />
      )}
    </NominationPageFrame>
  );
}
