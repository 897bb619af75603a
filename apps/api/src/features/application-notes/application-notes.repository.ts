import type { TNote } from '@iiidem/shared/admin/review-aids';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { applicationNotes } from '../../db/schema/review-aids';

const noteColumns = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  created_at: applicationNotes.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
};

type NoteRow = { id: number; body: string; created_at: Date; first_name: string | null; last_name: string | null };

function toNote(row: NoteRow): TNote {
  return {
    id: row.id,
    body: row.body,
    author: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    created_at: row.created_at.toISOString(),
  };
}

/** Whether the application exists. */
export async function applicationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id)).limit(1);
  return Boolean(row);
}

/** The internal notes of one application, oldest first, with their authors' names. */
export async function listNotes(db: Executor, applicationId: number): Promise<TNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.author_id))
    .where(eq(applicationNotes.application_id, applicationId))
    .orderBy(asc(applicationNotes.created_at), asc(applicationNotes.id));
  return rows.map(toNote);
}

/** Stores one note; answers it as listed. */
export async function insertNote(
  tx: Executor,
  note: { applicationId: number; authorId: number; body: string; now: Date },
): Promise<TNote> {
  const [inserted] = await tx
    .insert(applicationNotes)
    .values({ application_id: note.applicationId, author_id: note.authorId, body: note.body, created_at: note.now })
    .returning({ id: applicationNotes.id });
  if (!inserted) throw new Error('The note was not stored');
  const [row] = await tx
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.author_id))
    .where(eq(applicationNotes.id, inserted.id));
  if (!row) throw new Error('The note was not stored');
  return toNote(row);
}
