import type { TCourse } from '@iiidem/shared/schemas/courses';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { appRoutes } from '../../../app/router';

/** An API answer for a request: status and JSON body. */
export type ApiAnswer = { status: number; body: unknown };
export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

type Handler = (url: URL) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

/** The signed-in user's details the shell asks for (the account menu), unless a test answers them itself. */
function defaultUserDetails(): ApiAnswer {
  const userType = Number(localStorage.getItem('user_type') ?? 2);
  return ok({
    success: true,
    data: {
      user_type: userType,
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      email_id: 'asha.verma@example.org',
      mobile_no: '9876543210',
      title: 'Ms',
      gender: 'F',
      photo: null,
      role: 'applicant',
    },
  });
}

/**
 * Answers the page's fetch calls from `handler` (which may wait, to hold a loading state); anything it does
 * not answer is a 404, but for the signed-in user's details, which get an applicant's. Returns the spy.
 */
export function mockApi(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const notFound = { status: 404, body: { success: false, message: 'Not found.' } };
    const answer = (await handler(url)) ?? (url.pathname === '/api/user-details' ? defaultUserDetails() : notFound);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/**
 * Renders the whole app at `pathname` (with optional navigation state) in memory, with a fresh SWR cache so
 * each test sees its own API answers.
 */
export function renderPage(pathname: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname, state }] });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, ...view };
}

/** A complete course as the API gives it; override what the test is about. */
export function sampleCourse(overrides: Partial<TCourse> = {}): TCourse {
  return {
    id: 7,
    course_name: 'Certification Course for Returning Officers',
    start_from: '2099-02-21',
    end_to: '2099-03-31',
    duration: '5 Days',
    course_type: 'Residential',
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    program_type: { program_name: 'Domestic' },
    program_desc: 'A course for Returning Officers.',
    faculty_desc: 'Senior faculty of IIIDEM.',
    vip_speaker: 'Yes',
    vip_speaker_desc: 'Valedictory address by the Chief Election Commissioner of India.',
    resource_material: 'Handbook for Returning Officers.',
    evaluation_descp: 'Pre- and post-course assessment.',
    course_hostel_facility: 'Yes',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
