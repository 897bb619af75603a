import { PROGRAM_TYPE, USER_TYPE } from '../constants';

/**
 * Why an applicant may not apply to a course whatever the date (product guide, issue 17): the course's
 * programme type decides, not the tab the visitor last opened.
 */
export type ApplyIneligibility =
  /** Academic programmes are not applied for through the portal. */
  | 'academic-course'
  /** A domestic or faculty applicant and an international course. */
  | 'international-course'
  /** An international applicant and a domestic course. */
  | 'domestic-course'
  /** The account's type is none of 2, 3, 4, so no form fits it. */
  | 'unknown-user-type'
  /** The course has a programme type the portal does not know. */
  | 'unknown-course-type';

/** The form an eligible applicant fills in for the course. */
export type ApplyForm = 'international' | 'domestic';

export type ApplyEligibility = { eligible: true; form: ApplyForm } | { eligible: false; reason: ApplyIneligibility };

/** The reasons in words: shown next to a disabled Apply Now and answered by the API (403). */
export const APPLY_INELIGIBILITY_TEXTS: Record<ApplyIneligibility, string> = {
  'academic-course': 'Academic programmes are not applied for through this portal.',
  'international-course': 'This programme is for international applicants.',
  'domestic-course': 'This programme is for domestic and faculty applicants.',
  'unknown-user-type': 'Your account type is not known: sign in again to apply',
  'unknown-course-type': 'This programme does not take applications through this portal.',
};

/** A stored user_type ('2', '3', '4', or the number), or null when it is none of them. */
export function toUserType(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && (Object.values(USER_TYPE) as number[]).includes(number) ? number : null;
}

/** Why no one applies to a course of this programme type through the portal (academic), or null when some may. */
export function courseIneligibility(programTypeId: number): 'academic-course' | 'unknown-course-type' | null {
  if (programTypeId === PROGRAM_TYPE.academic) return 'academic-course';
  if (programTypeId !== PROGRAM_TYPE.domestic && programTypeId !== PROGRAM_TYPE.international) {
    return 'unknown-course-type';
  }
  return null;
}

/**
 * The Apply Now rule's type half, the same for the course page, the nomination pages and the API: international
 * applicants (4) apply to international courses with the international form; domestic (2) and faculty (3)
 * applicants to domestic courses with the domestic form; academic courses are not applied for here. The course
 * is judged first, so an academic course gives the same reason to everyone.
 */
export function applyEligibility(userType: unknown, programTypeId: number): ApplyEligibility {
  const closedToAll = courseIneligibility(programTypeId);
  if (closedToAll) return { eligible: false, reason: closedToAll };
  const type = toUserType(userType);
  if (type === null) return { eligible: false, reason: 'unknown-user-type' };
  if (type === USER_TYPE.international) {
    return programTypeId === PROGRAM_TYPE.international
      ? { eligible: true, form: 'international' }
      : { eligible: false, reason: 'domestic-course' };
  }
  return programTypeId === PROGRAM_TYPE.domestic
    ? { eligible: true, form: 'domestic' }
    : { eligible: false, reason: 'international-course' };
}
