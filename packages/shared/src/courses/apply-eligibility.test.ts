import { describe, expect, it } from 'vitest';
import { APPLY_INELIGIBILITY_TEXTS, applyEligibility, courseIneligibility, toUserType } from './apply-eligibility';

const DOMESTIC = 1;
const INTERNATIONAL = 2;
const ACADEMIC = 3;

describe('applyEligibility (product guide: the course decides, issue 17)', () => {
  it('lets an international applicant (4) apply to an international course with the international form', () => {
    expect(applyEligibility(4, INTERNATIONAL)).toEqual({ eligible: true, form: 'international' });
    expect(applyEligibility('4', INTERNATIONAL)).toEqual({ eligible: true, form: 'international' });
  });

  it('lets domestic (2) and faculty (3) applicants apply to a domestic course with the domestic form', () => {
    for (const userType of [2, 3, '2', '3']) {
      expect(applyEligibility(userType, DOMESTIC)).toEqual({ eligible: true, form: 'domestic' });
    }
  });

  it('refuses an international applicant on a domestic course', () => {
    expect(applyEligibility(4, DOMESTIC)).toEqual({ eligible: false, reason: 'domestic-course' });
  });

  it('refuses domestic and faculty applicants on an international course', () => {
    for (const userType of [2, 3]) {
      expect(applyEligibility(userType, INTERNATIONAL)).toEqual({ eligible: false, reason: 'international-course' });
    }
  });

  it('refuses everyone on an academic course, whatever their type', () => {
    for (const userType of [2, 3, 4, null, '9']) {
      expect(applyEligibility(userType, ACADEMIC)).toEqual({ eligible: false, reason: 'academic-course' });
    }
  });

  it('refuses an unknown user type on a domestic or international course', () => {
    for (const userType of [null, undefined, '', '7', 1, '4x', 4.5, {}]) {
      expect(applyEligibility(userType, DOMESTIC)).toEqual({ eligible: false, reason: 'unknown-user-type' });
    }
  });

  it('refuses a programme type the portal does not know', () => {
    expect(applyEligibility(2, 9)).toEqual({ eligible: false, reason: 'unknown-course-type' });
    expect(courseIneligibility(0)).toBe('unknown-course-type');
    expect(courseIneligibility(DOMESTIC)).toBeNull();
    expect(courseIneligibility(INTERNATIONAL)).toBeNull();
  });

  it('reads the stored user type as browser storage keeps it', () => {
    expect(toUserType('2')).toBe(2);
    expect(toUserType(3)).toBe(3);
    expect(toUserType('42')).toBeNull();
  });

  it('has a text for every reason', () => {
    expect(APPLY_INELIGIBILITY_TEXTS).toEqual({
      'academic-course': 'Academic programmes are not applied for through this portal.',
      'international-course': 'This programme is for international applicants.',
      'domestic-course': 'This programme is for domestic and faculty applicants.',
      'unknown-user-type': 'Your account type is not known: sign in again to apply',
      'unknown-course-type': 'This programme does not take applications through this portal.',
    });
  });
});
