import type { TTrainingDetail, TTrainingListItem } from '@iiidem/shared/schemas/trainings';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../../db/schema/trainings';

/** The published domestic trainings (spec 1 §2 Program overview), ordered by training code. */
export async function findTrainings(db: Database, limit: number): Promise<TTrainingListItem[]> {
  return db
    .select({ id: trainings.id, training_name: trainings.training_name, training_code: trainings.training_code })
    .from(trainings)
    .where(eq(trainings.published, true))
    .orderBy(asc(trainings.training_code), asc(trainings.id))
    .limit(limit);
}

/** One published training with its sessions and files in display order; undefined when unknown or unpublished. */
export async function findTrainingWithSessions(db: Database, id: number): Promise<TTrainingDetail | undefined> {
  const [training] = await db
    .select({
      id: trainings.id,
      training_name: trainings.training_name,
      training_code: trainings.training_code,
      overview: trainings.overview,
    })
    .from(trainings)
    .where(and(eq(trainings.id, id), eq(trainings.published, true)))
    .limit(1);
  if (!training) return undefined;

  const sessions = await db
    .select({
      id: trainingDocumentSessions.id,
      session_name: trainingDocumentSessions.session_name,
      session_desc: trainingDocumentSessions.session_desc,
    })
    .from(trainingDocumentSessions)
    .where(eq(trainingDocumentSessions.training_id, id))
    .orderBy(asc(trainingDocumentSessions.sort_order), asc(trainingDocumentSessions.id));

  const files =
    sessions.length === 0
      ? []
      : await db
          .select({
            id: trainingDocumentFiles.id,
            session_id: trainingDocumentFiles.session_id,
            file_type: trainingDocumentFiles.file_type,
            file_title_name: trainingDocumentFiles.file_title_name,
            pdf: trainingDocumentFiles.pdf,
            image: trainingDocumentFiles.image,
            video: trainingDocumentFiles.video,
            video_url: trainingDocumentFiles.video_url,
          })
          .from(trainingDocumentFiles)
          .where(
            inArray(
              trainingDocumentFiles.session_id,
              sessions.map((session) => session.id),
            ),
          )
          .orderBy(asc(trainingDocumentFiles.sort_order), asc(trainingDocumentFiles.id));

  return {
    ...training,
    training_document_sessions: sessions.map((session) => ({
      ...session,
      training_document_files: files
        .filter((file) => file.session_id === session.id)
        .map(({ session_id: _sessionId, ...file }) => file),
    })),
  };
}
