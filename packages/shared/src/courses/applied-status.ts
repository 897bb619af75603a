import { APPLICATION_STATUS_NAMES } from '../nominations/status-track';
import type { TMyCourseApplication } from './my-course-applications';

// Apart from the answer's schema (./my-course-applications.ts): the public course pages show this, without zod.

/** The status of a completed application, as the dashboard's tab names it. */
export const COMPLETED_STATUS_NAME = 'Completed';

/** The status word shown with "applied": 'Completed', else the dashboard's name of the status, else 'Applied'. */
export function appliedStatusName(application: Pick<TMyCourseApplication, 'application_status' | 'completed'>): string {
  if (application.completed) return COMPLETED_STATUS_NAME;
  return APPLICATION_STATUS_NAMES[application.application_status] ?? 'Applied';
}
