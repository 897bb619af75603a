import type { TAdminTraining } from '@iiidem/shared/admin/trainings';
import type { Database } from '../../db/client';
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
