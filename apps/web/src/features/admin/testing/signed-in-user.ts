import { mockFetch, okJson } from '../../../test/mock-api';

/** Test-only: who is signed in, as /api/user-details tells the web app (staff and admins have no user type). */

export type TestRole = 'applicant' | 'staff' | 'admin';

/** Meera Iyer (meera@example.org) with `role`; an applicant has user type 2, staff and admins none. */
export function userDetailsOf(role: TestRole) {
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
