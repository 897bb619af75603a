import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NominationForm, nominationDrafts } from '../../db/schema/applications';

export type DraftRow = { form: NominationForm; data: Record<string, string>; updated_at: Date };

export async function findDraft(db: Database, userId: number, courseId: number): Promise<DraftRow | undefined> {
  const [row] = await db
    .select({ form: nominationDrafts.form, data: nominationDrafts.data, updated_at: nominationDrafts.updated_at })
    .from(nominationDrafts)
    .where(and(eq(nominationDrafts.user_id, userId), eq(nominationDrafts.course_id, courseId)))
    .limit(1);
  return row && { ...row, data: row.data as Record<string, string> };
}

/** Creates or replaces the user's draft for the course (one per user and course). */
export async function saveDraft(
  db: Database,
  draft: { userId: number; courseId: number; form: NominationForm; data: Record<string, string>; now: Date },
): Promise<DraftRow> {
  const [row] = await db
    .insert(nominationDrafts)
    .values({
      user_id: draft.userId,
      course_id: draft.courseId,
      form: draft.form,
      data: draft.data,
      updated_at: draft.now,
    })
    .onConflictDoUpdate({
      target: [nominationDrafts.user_id, nominationDrafts.course_id],
      set: { form: draft.form, data: draft.data, updated_at: draft.now },
    })
    .returning({ form: nominationDrafts.form, data: nominationDrafts.data, updated_at: nominationDrafts.updated_at });
  if (!row) throw new Error('The draft was not stored');
  return { ...row, data: row.data as Record<string, string> };
}

export async function deleteDraft(db: Pick<Database, 'delete'>, userId: number, courseId: number): Promise<void> {
  await db
    .delete(nominationDrafts)
    .where(and(eq(nominationDrafts.user_id, userId), eq(nominationDrafts.course_id, courseId)));
}
