import { REVIEW_AIDS_MESSAGES, type TNote } from '@iiidem/shared/admin/review-aids';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { applicationExists, insertNote } from './application-notes.repository';

/** The audit action of an internal note (its text stays in the notes table, not in the log). */
export const NOTE_ACTION = 'application.note';

/** Adds an internal note to an application with its audit entry, in one transaction; 404 for an unknown id. */
export async function addApplicationNote(
  db: Database,
  input: { applicationId: number; authorId: number; body: string },
  now: Date,
): Promise<TNote> {
  return db.transaction(async (tx) => {
    if (!(await applicationExists(tx, input.applicationId))) {
      throw new HttpError(404, REVIEW_AIDS_MESSAGES.applicationNotFound);
    }
    const note = await insertNote(tx, { ...input, now });
    await recordAudit(
      tx,
      {
        actorUserId: input.authorId,
        action: NOTE_ACTION,
        entity: 'application',
        entityId: input.applicationId,
        to: { note_id: note.id },
      },
      now,
    );
    return note;
  });
}
