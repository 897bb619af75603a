import { USER_TYPE } from '../constants';
import type { TNominationForm } from './api';

/** The nomination form a user type fills in (spec 1 §4): 4 international; 2 (domestic) or 3 (faculty) domestic. */
export function nominationFormFor(userType: number | null | undefined): TNominationForm | undefined {
  if (userType === USER_TYPE.international) return 'international';
  if (userType === USER_TYPE.domestic || userType === USER_TYPE.faculty) return 'domestic';
  return undefined;
}
