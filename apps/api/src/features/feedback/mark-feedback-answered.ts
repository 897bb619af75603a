import { FEEDBACK_MESSAGES } from '@iiidem/shared/feedback/feedback';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { type FeedbackRow, findFeedback, markFeedbackAnswered as markAnswered } from './feedback.repository';

/** Marks a feedback message answered by the staff member, with its audit entry; 404 unknown, 409 already answered. */
export async function markFeedbackAnswered(
  db: Database,
  input: { id: number; actorUserId: number },
  now: Date,
): Promise<FeedbackRow> {
  return db.transaction(async (tx) => {
    const changed = await markAnswered(tx, { ...input, now });
    if (!changed) {
      const existing = await findFeedback(tx, input.id);
      throw existing
        ? new HttpError(409, FEEDBACK_MESSAGES.alreadyAnswered)
        : new HttpError(404, FEEDBACK_MESSAGES.notFound);
    }
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'feedback.answered',
        entity: 'feedback',
        entityId: input.id,
        from: { answered: false },
        to: { answered: true },
      },
      now,
    );
    const row = await findFeedback(tx, input.id);
    if (!row) throw new HttpError(404, FEEDBACK_MESSAGES.notFound);
    return row;
  });
}
