import type {
  TAdminSessionBody,
  TAdminTraining,
  TAdminTrainingBody,
  TAdminTrainingFile,
  TAdminTrainingListItem,
} from '@iiidem/shared/admin/trainings';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { hindiColumns } from '../../db/hindi-values';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../../db/schema/trainings';
import { findSessionsWithFiles, type SessionFileRow, TRAINING_COLUMNS } from './trainings.repository';

/** The back office's queries on trainings, their sessions and the sessions' files. */

type NewSessionFile = typeof trainingDocumentFiles.$inferInsert;

export function toAdminFile(row: SessionFileRow): TAdminTrainingFile {
  const { id, file_type, file_title_name, pdf, image, video, video_url, sort_order } = row;
  return {
    id,
    file_type,
    file_title_name,
    file_title_nameHi: row.file_title_name_hi,
    pdf,
    image,
    video,
    video_url,
    sort_order,
  };
}

// ---------- Trainings ----------

/** Every training, published or not, by code, with its number of sessions. */
export async function listAdminTrainings(db: Database): Promise<TAdminTrainingListItem[]> {
  return db
    .select({
      id: trainings.id,
      training_name: trainings.training_name,
      training_nameHi: trainings.training_name_hi,
      training_code: trainings.training_code,
      published: trainings.published,
      session_count: count(trainingDocumentSessions.id),
    })
    .from(trainings)
    .leftJoin(trainingDocumentSessions, eq(trainingDocumentSessions.training_id, trainings.id))
    .groupBy(trainings.id)
    .orderBy(asc(trainings.training_code), asc(trainings.id));
}

/** One training with every session and file, in display order; undefined when unknown. */
export async function findAdminTraining(db: Database, id: number): Promise<TAdminTraining | undefined> {
  const [training] = await db
    .select({ ...TRAINING_COLUMNS, published: trainings.published })
    .from(trainings)
    .where(eq(trainings.id, id))
    .limit(1);
  if (!training) return undefined;
  const sessions = await findSessionsWithFiles(db, id);
  return {
    ...training,
    sessions: sessions.map((session) => ({ ...session, files: session.files.map(toAdminFile) })),
  };
}

/** True when another training (not `exceptId`) has this code. */
export async function isTrainingCodeTaken(executor: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [clash] = await executor
    .select({ id: trainings.id })
    .from(trainings)
    .where(
      exceptId === undefined
        ? eq(trainings.training_code, code)
        : and(eq(trainings.training_code, code), ne(trainings.id, exceptId)),
    )
    .limit(1);
  return clash !== undefined;
}

export async function findTrainingRow(executor: Executor, id: number) {
  const [row] = await executor.select().from(trainings).where(eq(trainings.id, id)).limit(1);
  return row;
}

export async function insertTraining(executor: Executor, body: TAdminTrainingBody) {
  const [row] = await executor.insert(trainings).values(hindiColumns(body)).returning();
  if (!row) throw new Error('training not inserted');
  return row;
}

export async function updateTrainingRow(executor: Executor, id: number, body: TAdminTrainingBody) {
  const [row] = await executor.update(trainings).set(hindiColumns(body)).where(eq(trainings.id, id)).returning();
  return row;
}

/** Deletes a training (its sessions and files cascade); undefined when there was none. */
export async function deleteTrainingRow(executor: Executor, id: number) {
  const [row] = await executor.delete(trainings).where(eq(trainings.id, id)).returning();
  return row;
}

/** The stored PDFs and images of every file of a training's sessions. */
export function findFilesOfTraining(executor: Executor, trainingId: number) {
  return executor
    .select({ pdf: trainingDocumentFiles.pdf, image: trainingDocumentFiles.image })
    .from(trainingDocumentFiles)
    .innerJoin(trainingDocumentSessions, eq(trainingDocumentSessions.id, trainingDocumentFiles.session_id))
    .where(eq(trainingDocumentSessions.training_id, trainingId));
}

// ---------- Sessions ----------

/** A session of this training; undefined when unknown or of another training. */
export async function findSession(executor: Executor, trainingId: number, sessionId: number) {
  const [session] = await executor
    .select()
    .from(trainingDocumentSessions)
    .where(and(eq(trainingDocumentSessions.id, sessionId), eq(trainingDocumentSessions.training_id, trainingId)))
    .limit(1);
  return session;
}

export async function insertSession(executor: Executor, trainingId: number, body: TAdminSessionBody) {
  const [row] = await executor
    .insert(trainingDocumentSessions)
    .values({ ...hindiColumns(body), training_id: trainingId })
    .returning();
  if (!row) throw new Error('session not inserted');
  return row;
}

export async function updateSessionRow(executor: Executor, sessionId: number, body: TAdminSessionBody) {
  const [row] = await executor
    .update(trainingDocumentSessions)
    .set(hindiColumns(body))
    .where(eq(trainingDocumentSessions.id, sessionId))
    .returning();
  return row;
}

/** Deletes a session of this training (its files cascade); undefined when there was none. */
export async function deleteSessionRow(executor: Executor, trainingId: number, sessionId: number) {
  const [row] = await executor
    .delete(trainingDocumentSessions)
    .where(and(eq(trainingDocumentSessions.id, sessionId), eq(trainingDocumentSessions.training_id, trainingId)))
    .returning();
  return row;
}

/** The stored PDFs and images of a session's files. */
export function findFilesOfSession(executor: Executor, sessionId: number) {
  return executor
    .select({ pdf: trainingDocumentFiles.pdf, image: trainingDocumentFiles.image })
    .from(trainingDocumentFiles)
    .where(eq(trainingDocumentFiles.session_id, sessionId));
}

// ---------- Session files ----------

/** One file of a session; with `lock` (in a transaction), the row stays locked until the transaction ends. */
export async function findSessionFile(executor: Executor, sessionId: number, fileId: number, lock = false) {
  const query = executor
    .select()
    .from(trainingDocumentFiles)
    .where(and(eq(trainingDocumentFiles.id, fileId), eq(trainingDocumentFiles.session_id, sessionId)))
    .limit(1);
  const [file] = lock ? await query.for('update') : await query;
  return file;
}

export async function insertSessionFile(executor: Executor, values: NewSessionFile) {
  const [row] = await executor.insert(trainingDocumentFiles).values(values).returning();
  if (!row) throw new Error('training file not inserted');
  return row;
}

export async function updateSessionFileRow(
  executor: Executor,
  fileId: number,
  values: Omit<NewSessionFile, 'session_id'>,
) {
  const [row] = await executor
    .update(trainingDocumentFiles)
    .set(values)
    .where(eq(trainingDocumentFiles.id, fileId))
    .returning();
  return row;
}

export async function deleteSessionFileRow(executor: Executor, fileId: number) {
  const [row] = await executor.delete(trainingDocumentFiles).where(eq(trainingDocumentFiles.id, fileId)).returning();
  return row;
}
