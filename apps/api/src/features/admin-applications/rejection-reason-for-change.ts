import { REVIEW_AIDS_MESSAGES } from '@iiidem/shared/admin/review-aids';
import { APPLICATION_STATUS, type ApplicationStatus } from '@iiidem/shared/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { applications } from '../../db/schema/applications';
import { rejectionReasons } from '../../db/schema/review-aids';
import { HttpError } from '../../lib/http-error';

/** The listed reason of a rejection, in both languages (the applicant's mail says it in theirs). */
export type RejectionReasonWords = { id: number; label_en: string; label_hi: string };

/**
 * The reason chosen with a status change (issue 19): only with Rejected, and only one still offered (not
 * retired); 400 otherwise. Undefined when none was chosen.
 */
export async function resolveRejectionReason(
  db: Executor,
  reasonId: number | undefined,
  status: ApplicationStatus,
): Promise<RejectionReasonWords | undefined> {
  if (reasonId === undefined) return undefined;
  if (status !== APPLICATION_STATUS.rejected) throw new HttpError(400, REVIEW_AIDS_MESSAGES.reasonOnlyWhenRejecting);
  // The rejection-reasons feature keeps the list; this reads one row of it (features do not import each other).
  const [reason] = await db
    .select({
      id: rejectionReasons.id,
      label_en: rejectionReasons.label_en,
      label_hi: rejectionReasons.label_hi,
      retired_at: rejectionReasons.retired_at,
    })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.id, reasonId))
    .limit(1);
  if (!reason || reason.retired_at !== null) throw new HttpError(400, REVIEW_AIDS_MESSAGES.reasonUnknown);
  return { id: reason.id, label_en: reason.label_en, label_hi: reason.label_hi };
}

/** Keeps the reason of the latest rejection on the application (in the status change's transaction). */
export async function recordRejectionReason(tx: Executor, applicationId: number, reasonId: number): Promise<void> {
  await tx.update(applications).set({ rejection_reason_id: reasonId }).where(eq(applications.id, applicationId));
}
