import { z } from 'zod';
import { ZRecordId } from '../common/list-query';
import {
  EMAIL_MAX_LENGTH_DOMESTIC,
  LONG_TEXT_MAX_LENGTH,
  MOBILE_MAX_DIGITS_DOMESTIC,
  SHORT_TEXT_MAX_LENGTH,
  STATE_CODE_MAX_LENGTH,
} from '../limits';
import { MESSAGES } from '../messages';
import {
  emptyValues,
  type FormSection,
  fieldsOf,
  sectionsShape,
  type TNominationPayload,
  toNominationPayload,
} from './form-fields';
import { HOSTEL_SECTION } from './hostel-section';
import { NOMINATION_MESSAGES } from './messages';
import { TITLE_OPTIONS, YES_NO_OPTIONS } from './options';
import { PERSON_NAME_AND_GENDER_FIELDS } from './person-fields';

/**
 * The domestic nomination form (spec 2 §2, §3, §5): names 150, mobile 10 digits, e-mail 100, work place,
 * designation and venue 100, office address and thematic area 200, state code 10. First and last name,
 * mobile and e-mail come from the profile; the state is a select sending its code.
 */
export const DOMESTIC_SECTIONS: readonly FormSection[] = [
  {
    id: 'photo',
    title: 'Upload Photo',
    groups: [{ fields: [{ name: 'photo', label: 'Photo', kind: 'file', hint: 'Max 2MB, jpeg or png' }] }],
  },
  {
    id: 'basic',
    title: 'Basic Details',
    groups: [
      {
        fields: [
          {
            name: 'title',
            label: 'Title',
            kind: 'select',
            options: TITLE_OPTIONS,
            required: MESSAGES.pleaseSelectTitle,
            autoComplete: 'honorific-prefix',
          },
          ...PERSON_NAME_AND_GENDER_FIELDS,
          {
            name: 'dob',
            label: 'Date of Birth',
            kind: 'date',
            dateRule: 'adult',
            required: NOMINATION_MESSAGES.dobRequired,
            autoComplete: 'bday',
          },
          {
            name: 'mobile_no',
            label: 'Mobile',
            kind: 'mobile-strict',
            max: MOBILE_MAX_DIGITS_DOMESTIC,
            required: NOMINATION_MESSAGES.mobileRequired,
            fromProfile: 'mobile_no',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
          },
          {
            name: 'email_id',
            label: 'E-mail',
            kind: 'email',
            max: EMAIL_MAX_LENGTH_DOMESTIC,
            required: NOMINATION_MESSAGES.emailRequired,
            fromProfile: 'email_id',
            inputMode: 'email',
            autoComplete: 'email',
          },
          {
            name: 'current_work_place',
            label: 'Current Work Place',
            kind: 'text',
            max: SHORT_TEXT_MAX_LENGTH,
            autoComplete: 'organization',
          },
          {
            name: 'designation',
            label: 'Designation',
            kind: 'text',
            max: SHORT_TEXT_MAX_LENGTH,
            autoComplete: 'organization-title',
          },
          {
            name: 'state_ut_name',
            label: 'State / Union Territory',
            kind: 'state',
            max: STATE_CODE_MAX_LENGTH,
            required: NOMINATION_MESSAGES.stateRequired,
          },
          { name: 'office_address', label: 'Office Address', kind: 'textarea', max: LONG_TEXT_MAX_LENGTH },
        ],
      },
    ],
  },
  {
    id: 'previous-training',
    title: 'Previous Training at IIIDEM',
    groups: [
      {
        fields: [
          {
            name: 'previous_attend_any_program',
            label: 'Have you attended any programme at IIIDEM before?',
            kind: 'radio',
            options: YES_NO_OPTIONS,
            defaultValue: 'No',
          },
          {
            name: 'previous_program_thematic',
            label: 'Thematic Area',
            kind: 'textarea',
            max: LONG_TEXT_MAX_LENGTH,
          },
          { name: 'previous_program_date', label: 'Date', kind: 'date', dateRule: 'past' },
          { name: 'previous_program_venue', label: 'Venue', kind: 'text', max: SHORT_TEXT_MAX_LENGTH },
        ],
      },
    ],
  },
  HOSTEL_SECTION,
];

export const DOMESTIC_FIELDS = fieldsOf(DOMESTIC_SECTIONS);
export const DOMESTIC_FILE_FIELDS = ['photo'] as const;
/** Fields about an earlier programme, asked only when the applicant attended one. */
export const PREVIOUS_PROGRAM_FIELDS = ['previous_program_thematic', 'previous_program_date', 'previous_program_venue'];

export function emptyDomesticValues(): TDomesticNominationForm {
  return emptyValues(DOMESTIC_SECTIONS) as TDomesticNominationForm;
}

export function domesticNominationSchema(today: string) {
  return z.strictObject(sectionsShape(DOMESTIC_SECTIONS, today));
}

/** What POST /api/nominations/domestic accepts besides the photo. */
export function domesticNominationPayloadSchema(today: string): z.ZodType<TNominationPayload, unknown> {
  return z
    .strictObject({ course_id: ZRecordId, ...sectionsShape(DOMESTIC_SECTIONS, today) })
    .transform(toNominationPayload);
}

export type TDomesticNominationForm = Record<string, string>;
