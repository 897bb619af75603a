import { FIRST_NAME_MIN_LENGTH, NAME_MAX_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import type { FieldSpec } from './form-fields';
import { NOMINATION_MESSAGES } from './messages';
import { GENDER_OPTIONS } from './options';

/** First, middle and last name and gender: the same fields, rules and messages on both nomination forms. */
export const PERSON_NAME_AND_GENDER_FIELDS: readonly FieldSpec[] = [
  {
    name: 'first_name',
    label: 'First Name',
    kind: 'text',
    personName: true,
    max: NAME_MAX_LENGTH,
    required: MESSAGES.firstNameRequired,
    min: { length: FIRST_NAME_MIN_LENGTH, message: MESSAGES.firstNameMin },
    tooLong: MESSAGES.firstNameMax,
    fromProfile: 'first_name',
    autoComplete: 'given-name',
  },
  {
    name: 'middle_name',
    label: 'Middle Name',
    kind: 'text',
    personName: true,
    max: NAME_MAX_LENGTH,
    tooLong: MESSAGES.middleNameMax,
    autoComplete: 'additional-name',
  },
  {
    name: 'last_name',
    label: 'Last Name',
    kind: 'text',
    personName: true,
    max: NAME_MAX_LENGTH,
    required: NOMINATION_MESSAGES.lastNameRequired,
    tooLong: NOMINATION_MESSAGES.lastNameMax,
    fromProfile: 'last_name',
    autoComplete: 'family-name',
  },
  {
    name: 'gender',
    label: 'Gender',
    kind: 'select',
    options: GENDER_OPTIONS,
    required: MESSAGES.pleaseSelectGender,
  },
];
