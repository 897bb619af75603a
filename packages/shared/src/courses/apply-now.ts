import { USER_TYPE } from '../constants';
import { isApplicationWindowOpen } from './application-window';

/** Why Apply Now is disabled. */
export type ApplyNowBlock =
  /** The end day (until 23:59:59 IST) has passed. */
  | 'closed'
  /** The stored user type conflicts with the remembered tab (spec 1 §4). */
  | 'tab-conflict'
  /** A token is held but the stored user type is none of 2, 3, 4, so there is no form to go to. */
  | 'unknown-user-type';

/** Where Apply Now leads: the route names of the web app's paths (login, or one of the two nomination forms). */
export type ApplyNowTarget = 'login' | 'internationalApplication' | 'domesticApplication';

export type ApplyNowState =
  | { disabled: true; reason: ApplyNowBlock }
  | { disabled: false; target: ApplyNowTarget; courseId: number };

export type ApplyNowInput = {
  course: { id: number; end_to: string };
  now: Date;
  /** The stored access token, or null/undefined when signed out. */
  token: string | null | undefined;
  /** The stored user_type (2, 3, 4, as a number or the stored string), or null. */
  userType: number | string | null | undefined;
  /** The remembered tab (browser storage activeTab), or null. */
  rememberedTab: string | null | undefined;
};

/** Short texts shown next to a disabled Apply Now button. */
export const APPLY_NOW_BLOCK_TEXTS: Record<ApplyNowBlock, string> = {
  closed: 'Applications closed',
  'tab-conflict': 'This programme is not open to your account type',
  'unknown-user-type': 'Your account type is not known: sign in again to apply',
};

/** Tabs a user type may not apply from (spec 1 §4). */
const CONFLICTING_TABS: Record<number, readonly string[]> = {
  [USER_TYPE.international]: ['domestic', 'academic'],
  [USER_TYPE.domestic]: ['international', 'academic'],
  [USER_TYPE.faculty]: ['international', 'academic'],
};

function toUserType(value: ApplyNowInput['userType']): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return number in CONFLICTING_TABS ? number : null;
}

/**
 * The Apply Now rule of spec 1 §4, in one place for the course page and the nomination API:
 * disabled once the end day has passed in IST, or when the user type conflicts with the remembered tab
 * (type 4 with the domestic or academic tab; 2 or 3 with the international or academic tab).
 * Otherwise: no token -> login; type 4 -> the international form; 2 or 3 -> the domestic form.
 */
export function applyNowState({ course, now, token, userType, rememberedTab }: ApplyNowInput): ApplyNowState {
  if (!isApplicationWindowOpen(course.end_to, now)) return { disabled: true, reason: 'closed' };
  const type = toUserType(userType);
  if (type !== null && rememberedTab && CONFLICTING_TABS[type]?.includes(rememberedTab)) {
    return { disabled: true, reason: 'tab-conflict' };
  }
  if (!token) return { disabled: false, target: 'login', courseId: course.id };
  if (type === USER_TYPE.international) {
    return { disabled: false, target: 'internationalApplication', courseId: course.id };
  }
  if (type === USER_TYPE.domestic || type === USER_TYPE.faculty) {
    return { disabled: false, target: 'domesticApplication', courseId: course.id };
  }
  return { disabled: true, reason: 'unknown-user-type' };
}
