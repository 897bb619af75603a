import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import type { Role } from '@iiidem/shared/constants';
import { mockFetch, okJson } from './mock-api';

/** Test-only: the signed-in user's details, as GET /api/user-details gives them to the web app. */

/** Asha Verma, a domestic applicant with a complete profile; override what the test is about. */
export function sampleUserDetails(overrides: Partial<TUserDetails> = {}): TUserDetails {
  return {
    user_type: 2,
    first_name: 'Asha',
    middle_name: null,
    last_name: 'Verma',
    email_id: 'asha@example.org',
    mobile_no: '9876543210',
    title: 'Ms',
    gender: 'F',
    photo: null,
    role: 'applicant',
    ...overrides,
  };
}

export type TestRole = Role;

/** Meera Iyer (meera@example.org) with `role`; an applicant has user type 2, staff and admins none. */
export function userDetailsOf(role: TestRole): TUserDetails {
  return {
    user_type: role === 'applicant' ? 2 : null,
    first_name: 'Meera',
    middle_name: null,
    last_name: 'Iyer',
    email_id: 'meera@example.org',
    mobile_no: null,
    title: null,
    gender: null,
    photo: null,
    role,
  };
}

/** Replaces fetch: /api/user-details answers Meera with `role`, anything else 404. Returns the spy. */
export function answerUserDetails(role: TestRole) {
  return mockFetch((url) =>
    url.pathname === '/api/user-details' ? okJson({ success: true, data: userDetailsOf(role) }) : undefined,
  );
}
