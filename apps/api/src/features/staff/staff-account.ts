import { STAFF_MESSAGES } from '@iiidem/shared/admin/staff';
import { HttpError } from '../../lib/http-error';

/** The record a staff operation works on is unknown (or an applicant's). */
export function staffNotFound(): HttpError {
  return new HttpError(404, STAFF_MESSAGES.notFound);
}

export function fullName(account: { first_name: string; last_name: string }): string {
  return `${account.first_name} ${account.last_name}`.trim();
}

/** Audited as 'staff.<verb>' on the 'user' entity. */
export const STAFF_ENTITY = 'user';
