import { isApplicationWindowOpen } from './application-window';
import {
  APPLY_INELIGIBILITY_TEXTS,
  type ApplyIneligibility,
  applyEligibility,
  courseIneligibility,
} from './apply-eligibility';

/** Why Apply Now is disabled: the course is closed, or its programme type does not fit the applicant. */
export type ApplyNowBlock =
  /** The end day (until 23:59:59 IST) has passed. */
  'closed' | ApplyIneligibility;

/** Where Apply Now leads: the route names of the web app's paths (login, or one of the two nomination forms). */
export type ApplyNowTarget = 'login' | 'internationalApplication' | 'domesticApplication';

export type ApplyNowState =
  | { disabled: true; reason: ApplyNowBlock }
  | { disabled: false; target: ApplyNowTarget; courseId: number };

export type ApplyNowInput = {
  course: { id: number; end_to: string; program_type_id: number };
  now: Date;
  /** The stored access token, or null/undefined when signed out. */
  token: string | null | undefined;
  /** The stored user_type (2, 3, 4, as a number or the stored string), or null. */
  userType: number | string | null | undefined;
};

/** Short texts shown next to a disabled Apply Now button. */
export const APPLY_NOW_BLOCK_TEXTS: Record<ApplyNowBlock, string> = {
  closed: 'Applications closed',
  ...APPLY_INELIGIBILITY_TEXTS,
};

/**
 * The Apply Now rule (spec 1 §4 as the product guide changes it, issue 17), in one place for the course page and
 * the nomination pages: disabled once the end day has passed in IST, for a course that takes no applications here
 * (academic), or when the course's programme type does not fit the signed-in applicant's type (applyEligibility).
 * Otherwise: no token -> login; type 4 -> the international form; 2 or 3 -> the domestic form. The remembered
 * tab plays no part.
 */
export function applyNowState({ course, now, token, userType }: ApplyNowInput): ApplyNowState {
  if (!isApplicationWindowOpen(course.end_to, now)) return { disabled: true, reason: 'closed' };
  if (!token) {
    const closedToAll = courseIneligibility(course.program_type_id);
    if (closedToAll) return { disabled: true, reason: closedToAll };
    return { disabled: false, target: 'login', courseId: course.id };
  }
  const eligibility = applyEligibility(userType, course.program_type_id);
  if (!eligibility.eligible) return { disabled: true, reason: eligibility.reason };
  return {
    disabled: false,
    target: eligibility.form === 'international' ? 'internationalApplication' : 'domesticApplication',
    courseId: course.id,
  };
}
