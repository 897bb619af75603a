import type { TAdminTraining } from '@iiidem/shared/admin/trainings';
import type { Database } from '../../db/client';
import type { trainingDocumentSessions } from '../../db/schema/trainings';
import { notFound } from '../../lib/content/content-crud';
import { findAdminTraining, findSession, findSessionFile } from './trainings.admin.repository';

/** The records a training operation works on, or 404 (a session or file of another training is unknown too). */

export type SessionFileIds = { trainingId: number; sessionId: number; fileId: number };

export async function adminTrainingOr404(db: Database, id: number): Promise<TAdminTraining> {
  const training = await findAdminTraining(db, id);
  if (!training) throw notFound();
  return training;
}

export async function sessionOr404(db: Database, trainingId: number, sessionId: number) {
  const session = await findSession(db, trainingId, sessionId);
  if (!session) throw notFound();
  return session;
}

export async function sessionFileOr404(db: Database, ids: SessionFileIds) {
  await sessionOr404(db, ids.trainingId, ids.sessionId);
  const file = await findSessionFile(db, ids.sessionId, ids.fileId);
  if (!file) throw notFound();
  return file;
}

/** A session as the back office's answers give it, English and Hindi side by side. */
export function sessionAnswer(row: typeof trainingDocumentSessions.$inferSelect) {
  return {
    id: row.id,
    session_name: row.session_name,
    session_nameHi: row.session_name_hi,
    session_desc: row.session_desc,
    session_descHi: row.session_desc_hi,
    sort_order: row.sort_order,
  };
}
