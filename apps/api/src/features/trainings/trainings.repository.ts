import type { TTrainingDetail, TTrainingListItem } from '@iiidem/shared/trainings/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../../db/schema/trainings';
import { type FileFactsSource, withFileFacts } from '../../lib/files/file-facts';

export type SessionFileRow = typeof trainingDocumentFiles.$inferSelect;

/** The columns of one training as its page shows it. */
export const TRAINING_COLUMNS = {
  id: trainings.id,
  training_name: trainings.training_name,
  training_nameHi: trainings.training_name_hi,
  training_code: trainings.training_code,
  overview: trainings.overview,
  overviewHi: trainings.overview_hi,
};

/** The published domestic trainings (spec 1 §2 Program overview), ordered by training code. */
export async function findTrainings(db: Database, limit: number): Promise<TTrainingListItem[]> {
  return db
    .select({
      id: trainings.id,
      training_name: trainings.training_name,
      training_nameHi: trainings.training_name_hi,
      training_code: trainings.training_code,
    })
    .from(trainings)
    .where(eq(trainings.published, true))
    .orderBy(asc(trainings.training_code), asc(trainings.id))
    .limit(limit);
}

/** The sessions of a training, in display order. */
function findSessionsOfTraining(executor: Executor, trainingId: number) {
  return executor
    .select({
      id: trainingDocumentSessions.id,
      session_name: trainingDocumentSessions.session_name,
      session_nameHi: trainingDocumentSessions.session_name_hi,
      session_desc: trainingDocumentSessions.session_desc,
      session_descHi: trainingDocumentSessions.session_desc_hi,
      sort_order: trainingDocumentSessions.sort_order,
    })
    .from(trainingDocumentSessions)
    .where(eq(trainingDocumentSessions.training_id, trainingId))
    .orderBy(asc(trainingDocumentSessions.sort_order), asc(trainingDocumentSessions.id));
}

/** The files of some sessions, in display order (none for no sessions). */
async function findFilesOfSessions(executor: Executor, sessionIds: readonly number[]): Promise<SessionFileRow[]> {
  if (sessionIds.length === 0) return [];
  return executor
    .select()
    .from(trainingDocumentFiles)
    .where(inArray(trainingDocumentFiles.session_id, [...sessionIds]))
    .orderBy(asc(trainingDocumentFiles.sort_order), asc(trainingDocumentFiles.id));
}

/** The sessions of a training, each with its files, both in display order. */
export async function findSessionsWithFiles(executor: Executor, trainingId: number) {
  const sessions = await findSessionsOfTraining(executor, trainingId);
  const files = await findFilesOfSessions(
    executor,
    sessions.map((session) => session.id),
  );
  return sessions.map((session) => ({ ...session, files: files.filter((file) => file.session_id === session.id) }));
}

/**
 * One published training with its sessions and files in display order, each PDF with its type and size;
 * undefined when unknown or unpublished.
 */
export async function findTrainingWithSessions(
  db: Database,
  id: number,
  fileFacts: FileFactsSource,
): Promise<TTrainingDetail | undefined> {
  const [training] = await db
    .select(TRAINING_COLUMNS)
    .from(trainings)
    .where(and(eq(trainings.id, id), eq(trainings.published, true)))
    .limit(1);
  if (!training) return undefined;
  const sessions = await Promise.all(
    (await findSessionsWithFiles(db, id)).map(async (session) => ({
      ...session,
      files: await withFileFacts(fileFacts, session.files, ['pdf']),
    })),
  );
  return {
    ...training,
    training_document_sessions: sessions.map(
      ({ id: sessionId, session_name, session_nameHi, session_desc, session_descHi, files }) => ({
        id: sessionId,
        session_name,
        session_nameHi,
        session_desc,
        session_descHi,
        training_document_files: files.map(
          ({ id: fileId, file_type, file_title_name, file_title_name_hi, pdf, pdf_info, image, video, video_url }) => ({
            id: fileId,
            file_type,
            file_title_name,
            file_title_nameHi: file_title_name_hi,
            pdf,
            pdf_info,
            image,
            video,
            video_url,
          }),
        ),
      }),
    ),
  };
}
