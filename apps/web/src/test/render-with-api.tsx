import type { TCourse } from '@iiidem/shared/courses/api';
import { type MockAnswer, mockFetch, okJson, renderAppAt } from './mock-api';
import { sampleUserDetails } from './user-details';

/** An API answer for a request: status and JSON body. */
export type ApiAnswer = MockAnswer;
export const ok = okJson;

type Handler = (url: URL) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

/**
 * Answers the page's fetch calls from `handler` (which may wait, to hold a loading state); anything it does
 * not answer is a 404, but for the signed-in user's details (the account menu asks for them), which get an
 * applicant's of the stored user type. Returns the spy.
 */
export function mockApi(handler: Handler) {
  return mockFetch(async (url) => {
    const answer = await handler(url);
    if (answer || url.pathname !== '/api/user-details') return answer;
    const userType = Number(localStorage.getItem('user_type') ?? 2);
    return ok({ success: true, data: sampleUserDetails({ user_type: userType }) });
  });
}

/**
 * Renders the whole app at `pathname` (with optional navigation state) in memory, with a fresh SWR cache so
 * each test sees its own API answers.
 */
export const renderPage = renderAppAt;

/** A complete course as the API gives it; override what the test is about. */
export function sampleCourse(overrides: Partial<TCourse> = {}): TCourse {
  return {
    id: 7,
    course_name: 'Certification Course for Returning Officers',
    start_from: '2099-02-21',
    end_to: '2099-03-31',
    held_from: '2099-04-13',
    held_to: '2099-04-17',
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
    // No Hindi written (issue 14): a Hindi page shows the English.
    course_nameHi: '',
    durationHi: '',
    course_typeHi: '',
    locationHi: '',
    program_descHi: '',
    faculty_descHi: '',
    vip_speaker_descHi: '',
    resource_materialHi: '',
    evaluation_descpHi: '',
    ...overrides,
  };
}
