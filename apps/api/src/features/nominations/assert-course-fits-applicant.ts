import { APPLY_INELIGIBILITY_TEXTS, type ApplyForm, applyEligibility } from '@iiidem/shared/courses/apply-eligibility';
import { HttpError } from '../../lib/http-error';

/**
 * The Apply Now rule's type half on the server (issue 17): the course's programme type must fit the applicant's
 * type (international with international; domestic and faculty with domestic; academic courses take no
 * nominations here). Answers 403 with the reason the course page shows; gives the form that fits.
 */
export function assertCourseFitsApplicant(userType: number | null | undefined, programTypeId: number): ApplyForm {
  const eligibility = applyEligibility(userType, programTypeId);
  if (!eligibility.eligible) throw new HttpError(403, APPLY_INELIGIBILITY_TEXTS[eligibility.reason]);
  return eligibility.form;
}
