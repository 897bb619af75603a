import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../common/email';
import { ZRecordId } from '../common/list-query';
import { NAME_MAX_LENGTH, PHONE_LIKE_MAX_LENGTH, YEAR_LENGTH } from '../limits';
import {
  emptyValues,
  type FieldSpec,
  type FormSection,
  fieldsOf,
  orderedDatesIssue,
  sectionsShape,
  type TNominationPayload,
  toNominationPayload,
} from './form-fields';
import { HOSTEL_SECTION } from './hostel-section';
import { NOMINATION_MESSAGES } from './messages';
import { BLOOD_GROUP_OPTIONS, COVID_VACCINE_OPTIONS, MARITAL_STATUS_OPTIONS, TITLE_OPTIONS } from './options';
import { PERSON_NAME_AND_GENDER_FIELDS } from './person-fields';

/**
 * The international nomination form (spec 2 §2, §3, §5): sections, fields and rules. Phone-like fields
 * take at most 15 characters, the year 4; first name, last name, primary e-mail and mobile come from the
 * profile. Asterisks (and the server) require first and last name, gender, country of birth, nationality,
 * marital status, country code and blood group.
 */

const phone = (name: string, label: string, kind: 'mobile-loose' | 'landline' = 'mobile-loose'): FieldSpec => ({
  name,
  label,
  kind,
  max: PHONE_LIKE_MAX_LENGTH,
  inputMode: 'tel',
});
const mail = (name: string, label: string): FieldSpec => ({
  name,
  label,
  kind: 'email',
  max: EMAIL_MAX_LENGTH,
  inputMode: 'email',
});
const text = (name: string, label: string, max = 100): FieldSpec => ({ name, label, kind: 'text', max });
const date = (name: string, label: string, dateRule?: 'past'): FieldSpec => ({ name, label, kind: 'date', dateRule });

function address(prefix: 'ofc' | 'residence'): FieldSpec[] {
  return [
    text(`${prefix}_address_1`, 'Address Line 1', 200),
    text(`${prefix}_address_2`, 'Address Line 2', 200),
    text(`${prefix}_place`, 'Place'),
    text(`${prefix}_district`, 'District'),
    text(`${prefix}_state`, 'State'),
    { ...text(`${prefix}_zipcode`, 'Zip Code', 12), inputMode: 'numeric', autoComplete: 'postal-code' },
  ];
}

function emergencyContact(prefix: 'home' | 'office' | 'contact_ind'): FieldSpec[] {
  const mailName = `${prefix}_mail`;
  return [
    text(`${prefix}_name`, 'Name', NAME_MAX_LENGTH),
    text(`${prefix}_relation`, 'Relation'),
    { ...text(`${prefix}_address`, 'Address', 200), kind: 'textarea' },
    phone(`${prefix}_mobile`, 'Mobile'),
    mail(mailName, 'E-mail'),
  ];
}

export const INTERNATIONAL_SECTIONS: readonly FormSection[] = [
  {
    id: 'basic',
    title: 'Basic Details',
    groups: [
      {
        fields: [
          { name: 'nominating_country', label: 'Nominating Country', kind: 'country-id' },
          { name: 'photo', label: 'Photo', kind: 'file', hint: 'Max 2MB, jpeg or png' },
        ],
      },
    ],
  },
  {
    id: 'personal',
    title: 'Personal Details',
    groups: [
      {
        fields: [
          { name: 'title', label: 'Title', kind: 'select', options: TITLE_OPTIONS, autoComplete: 'honorific-prefix' },
          ...PERSON_NAME_AND_GENDER_FIELDS,
          { name: 'dob', label: 'Date of Birth', kind: 'date', dateRule: 'adult', autoComplete: 'bday' },
          {
            name: 'birth_country',
            label: 'Country of Birth',
            kind: 'country-id',
            required: NOMINATION_MESSAGES.birthCountryRequired,
          },
          {
            name: 'nationality',
            label: 'Nationality',
            kind: 'country-name',
            required: NOMINATION_MESSAGES.nationalityRequired,
          },
          {
            name: 'marital_status',
            label: 'Marital Status',
            kind: 'select',
            options: MARITAL_STATUS_OPTIONS,
            required: NOMINATION_MESSAGES.maritalStatusRequired,
          },
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact Details',
    groups: [
      {
        fields: [
          {
            ...mail('primary_email', 'Primary E-mail'),
            required: NOMINATION_MESSAGES.emailRequired,
            fromProfile: 'email_id',
            autoComplete: 'email',
          },
          mail('alternate_email', 'Alternate E-mail'),
          {
            name: 'country_code',
            label: 'Country Code',
            kind: 'country-iso',
            required: NOMINATION_MESSAGES.countryCodeRequired,
          },
          {
            ...phone('mobile', 'Mobile'),
            required: NOMINATION_MESSAGES.mobileRequired,
            fromProfile: 'mobile_no',
            autoComplete: 'tel-national',
          },
          phone('whatsapp', 'WhatsApp Number'),
          phone('landline_office', 'Landline (Office)', 'landline'),
          phone('landline_residence', 'Landline (Residence)', 'landline'),
        ],
      },
      { title: 'Office Address', fields: address('ofc') },
      { title: 'Residence Address', fields: address('residence') },
    ],
  },
  {
    id: 'passport',
    title: 'Passport Details',
    groups: [
      {
        fields: [
          text('passport_no', 'Passport Number', 20),
          text('place_of_issue', 'Place of Issue'),
          date('date_of_issue', 'Date of Issue', 'past'),
          date('valid_upto', 'Valid Up To'),
          { name: 'passport_image', label: 'Passport Image', kind: 'file', hint: 'Max 2MB, jpeg or png' },
        ],
      },
    ],
  },
  {
    id: 'organizational',
    title: 'Organizational Details',
    groups: [
      {
        title: 'Current Employer',
        fields: [
          text('employment_category', 'Employment Category'),
          text('employer_name', 'Name of the Employer', NAME_MAX_LENGTH),
          text('department', 'Department'),
          date('working_since', 'Working Since', 'past'),
          { ...text('nature_of_responsibility', 'Nature of Responsibilities', 500), kind: 'textarea' },
        ],
      },
      {
        title: 'Previous Employment',
        fields: [
          date('emp_from', 'From'),
          date('emp_to', 'To'),
          text('organization', 'Organization', NAME_MAX_LENGTH),
          text('history_department', 'Department'),
          text('designation', 'Designation'),
          { ...text('nature_of_work', 'Nature of Work', 500), kind: 'textarea' },
        ],
      },
    ],
  },
  {
    id: 'education',
    title: 'Educational and Professional Certifications',
    groups: [
      {
        fields: [
          text('certications', 'Certification', NAME_MAX_LENGTH),
          date('edu_from', 'From'),
          date('edu_to', 'To'),
          text('institution_name', 'Institution', NAME_MAX_LENGTH),
          text('specialization', 'Specialization', NAME_MAX_LENGTH),
        ],
      },
    ],
  },
  {
    id: 'training-history',
    title: 'Training Participation History',
    groups: [
      {
        title: 'Courses attended outside your country',
        fields: [
          text('course_name', 'Course Name', NAME_MAX_LENGTH),
          { name: 'country', label: 'Country', kind: 'country-name' },
          { name: 'duration_days', label: 'Duration (days)', kind: 'days', max: 4, inputMode: 'numeric' },
          { name: 'year', label: 'Year', kind: 'year', max: YEAR_LENGTH, inputMode: 'numeric' },
          text('sponsor', 'Sponsor', NAME_MAX_LENGTH),
        ],
      },
    ],
  },
  {
    id: 'reasons',
    title: 'Reasons for Applying',
    groups: [
      {
        fields: [
          {
            name: 'reason_for_applying',
            label: 'Reasons for applying (not more than 100 words)',
            kind: 'textarea',
            max: 3000,
            markedOnStaticForm: true,
          },
        ],
      },
    ],
  },
  {
    id: 'health',
    title: 'Health and Emergency Details',
    groups: [
      {
        fields: [
          {
            name: 'blood_group',
            label: 'Blood Group',
            kind: 'select',
            options: BLOOD_GROUP_OPTIONS,
            required: NOMINATION_MESSAGES.bloodGroupRequired,
          },
          {
            name: 'covid_vaccine_status',
            label: 'Covid Vaccine Status',
            kind: 'select',
            options: COVID_VACCINE_OPTIONS,
          },
        ],
      },
      { title: 'Emergency Contact at Home', fields: emergencyContact('home') },
      { title: 'Emergency Contact at the Office', fields: emergencyContact('office') },
      { title: 'Emergency Contact in India', fields: emergencyContact('contact_ind') },
    ],
  },
  {
    id: 'special-requirements',
    title: 'Special Requirements',
    groups: [
      {
        fields: [
          { ...text('any_special_req', 'Special requirements (diet, accessibility, other)', 1000), kind: 'textarea' },
        ],
      },
    ],
  },
  HOSTEL_SECTION,
];

export const INTERNATIONAL_FIELDS = fieldsOf(INTERNATIONAL_SECTIONS);
export const INTERNATIONAL_FILE_FIELDS = ['photo', 'passport_image'] as const;

/** The international form's values before anything is typed. */
export function emptyInternationalValues(): TInternationalNominationForm {
  return emptyValues(INTERNATIONAL_SECTIONS) as TInternationalNominationForm;
}

function crossFieldRules(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issues = [
    orderedDatesIssue(values, 'date_of_issue', 'valid_upto', NOMINATION_MESSAGES.validUptoBeforeIssue),
    orderedDatesIssue(values, 'emp_from', 'emp_to'),
    orderedDatesIssue(values, 'edu_from', 'edu_to'),
  ];
  for (const issue of issues) if (issue) ctx.addIssue({ code: 'custom', ...issue });
}

/** The form's fields (no files, no course id) as the web form validates them; `today` is IST YYYY-MM-DD. */
export function internationalNominationSchema(today: string) {
  return z.strictObject(sectionsShape(INTERNATIONAL_SECTIONS, today)).superRefine(crossFieldRules);
}

/** What POST /api/nominations/international accepts besides the files: the form's fields and course_id. */
export function internationalNominationPayloadSchema(today: string): z.ZodType<TNominationPayload, unknown> {
  return z
    .strictObject({ course_id: ZRecordId, ...sectionsShape(INTERNATIONAL_SECTIONS, today) })
    .superRefine(crossFieldRules)
    .transform(toNominationPayload);
}

export type TInternationalNominationForm = Record<string, string>;
