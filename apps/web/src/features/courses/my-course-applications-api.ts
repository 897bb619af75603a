import type {
  TMyCourseApplication,
  TMyCourseApplicationsResponse,
} from '@iiidem/shared/courses/my-course-applications';
import useSWR, { useSWRConfig } from 'swr';
import { apiGet } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

const MY_COURSE_APPLICATIONS_PATH = '/applications/by-course';

export type MyCourseApplications = {
  /** The signed-in applicant's application for the course, or undefined (none, signed out, or not known yet). */
  applicationFor: (courseId: number) => TMyCourseApplication | undefined;
  /** True while a signed-in applicant's applications are being fetched for the first time. */
  isLoading: boolean;
  error: unknown;
};

/**
 * The courses the signed-in applicant has applied to (issue 17). Per user, so it is asked for in the browser after
 * hydration, never in a server render (whose pages are cached for everyone); the key holds the token, so another
 * session never sees this one's answer.
 */
export function useMyCourseApplications(): MyCourseApplications {
  const { accessToken } = useSession();
  const hydrated = useHydrated();
  const key = hydrated && accessToken ? ([MY_COURSE_APPLICATIONS_PATH, accessToken] as const) : null;
  const { data, error, isLoading } = useSWR<TMyCourseApplicationsResponse>(key, ([path]: readonly [string, string]) =>
    apiGet<TMyCourseApplicationsResponse>(path),
  );
  return {
    applicationFor: (courseId) => data?.data.find((application) => application.course_id === courseId),
    isLoading: key !== null && isLoading,
    error,
  };
}

/** Asks again which courses the applicant has applied to (after a nomination is submitted), for every session. */
export function useRefreshMyCourseApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === MY_COURSE_APPLICATIONS_PATH);
}
