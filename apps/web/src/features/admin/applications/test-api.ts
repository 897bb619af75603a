import type { TAdminApplicationDetail, TAdminApplicationRow } from '@iiidem/shared/admin/applications';
import { vi } from 'vitest';
import { userDetailsOf } from '../../../test/user-details';

/** Test-only: a fake API for the back-office applications pages, with the method and JSON body of each call. */

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown; authorization?: string };
type Answer = { status: number; body: unknown } | undefined;

/** Signs in as staff and answers fetch from `handler` (user details answered already); returns the calls. */
export function serveAdminApi(handler: (call: Call) => Answer | Promise<Answer>): Call[] {
  window.localStorage.setItem('accessToken', 'staff-token');
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body,
      authorization: headers.get('authorization') ?? undefined,
    };
    calls.push(call);
    const answer =
      url.pathname === '/api/user-details'
        ? { status: 200, body: { success: true, data: userDetailsOf('staff') } }
        : ((await handler(call)) ?? { status: 404, body: { success: false, message: 'Not found.' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export function sampleRow(overrides: Partial<TAdminApplicationRow> = {}): TAdminApplicationRow {
  return {
    id: 11,
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha@example.org',
    user_type: 2,
    course_id: 7,
    course_name: 'Certification Course for Returning Officers',
    program_type_id: 1,
    program_type: 'Domestic',
    status: 1,
    status_note: null,
    created_at: '2025-01-10T20:00:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<TAdminApplicationDetail> = {}): TAdminApplicationDetail {
  return {
    id: 11,
    form: 'domestic',
    status: 1,
    status_note: null,
    created_at: '2025-01-10T20:00:00.000Z',
    updated_at: '2025-01-10T20:00:00.000Z',
    completed_at: null,
    applicant: {
      id: 5,
      title: 'Ms',
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      email: 'asha@example.org',
      mobile_no: '9876543210',
      user_type: 2,
      active: true,
    },
    course: {
      id: 7,
      course_name: 'Certification Course for Returning Officers',
      start_from: '2099-02-21',
      end_to: '2099-03-31',
      program_type_id: 1,
      program_type: 'Domestic',
      course_type: 'Residential',
      location: 'IIIDEM Campus, Dwarka, New Delhi',
    },
    details: {
      title: 'Ms',
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      gender: 'F',
      photo: `/api/private-files/nominations/u5/${'a'.repeat(32)}.jpg`,
      dob: '1990-02-15',
      mobile_no: '9876543210',
      email_id: 'asha@example.org',
      current_work_place: 'Office of the Chief Electoral Officer',
      designation: 'Deputy Collector',
      state_ut_name: 'S10',
      office_address: 'Nirvachan Sadan New Delhi',
      previous_attend_any_program: 'No',
      previous_program_thematic: null,
      previous_program_date: null,
      previous_program_venue: null,
      hostel_facility: 'Yes',
    },
    value_names: { state_ut_name: 'Karnataka' },
    timeline: [],
    ...overrides,
  };
}
