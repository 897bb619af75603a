import { BLOOD_GROUPS, COVID_VACCINE_STATUSES, GENDERS, MARITAL_STATUSES, TITLES, YES_NO } from '../constants';
import type { Option } from './form-fields';

/** Option values of spec 2 §3 with the labels the forms show. */

const same = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const TITLE_OPTIONS = same(TITLES);
export const GENDER_OPTIONS: Option[] = Object.entries(GENDERS).map(([value, label]) => ({ value, label }));
export const MARITAL_STATUS_OPTIONS = same(MARITAL_STATUSES);
export const BLOOD_GROUP_OPTIONS = same(BLOOD_GROUPS);
export const COVID_VACCINE_OPTIONS = same(COVID_VACCINE_STATUSES);
export const YES_NO_OPTIONS = same(YES_NO);

/** Hostel accommodation: 'No' unless chosen; forced to 'No' when the course has no hostel (spec 2 §4). */
export const HOSTEL_DEFAULT = 'No';
