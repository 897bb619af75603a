import type { FormSection } from './form-fields';
import { HOSTEL_DEFAULT, YES_NO_OPTIONS } from './options';

/** The last section of both nomination forms: whether the applicant needs hostel accommodation. */
export const HOSTEL_SECTION: FormSection = {
  id: 'hostel',
  title: 'Hostel Accommodation',
  groups: [
    {
      fields: [
        {
          name: 'hostel_facility',
          label: 'Do you need hostel accommodation?',
          kind: 'radio',
          options: YES_NO_OPTIONS,
          defaultValue: HOSTEL_DEFAULT,
        },
      ],
    },
  ],
};
