import {
  ADMIN_TRAINING_MESSAGES,
  isUploadedFileType,
  type TAdminSessionBody,
  type TAdminTraining,
  type TAdminTrainingBody,
  type TAdminTrainingFile,
  type TAdminTrainingFileFields,
  type TAdminTrainingListItem,
} from '@iiidem/shared/admin/trainings';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../../db/schema/trainings';
import { auditChange, notFound, removingFilesOnFailure } from '../../lib/content/content-crud';
import { hasDatabaseCode, UNIQUE_VIOLATION } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { invalidUpload } from '../../lib/private-files';
import {
  newPublicFilePath,
  reencodeAdminImage,
  removePublicFiles,
  storePublicPdf,
  writePublicFile,
} from '../../lib/uploads/admin-upload';

/**
 * Back-office operations on domestic trainings, their sessions and the sessions' files. Each change and
 * its audit row commit together; an uploaded file is written before its row and removed again when the
 * row is not written; files a change made obsolete are removed after it committed.
 */

const FILE_FIELD = 'file';
/** Session images are shown at 960 px wide; kept a little larger for sharp screens. */
const SESSION_IMAGE_MAX_SIDE = 1920;

type FileRow = typeof trainingDocumentFiles.$inferSelect;

const codeTaken = () =>
  new HttpError(409, ADMIN_TRAINING_MESSAGES.codeTaken, [
    { path: 'training_code', msg: ADMIN_TRAINING_MESSAGES.codeTaken },
  ]);

function toAdminFile(row: FileRow): TAdminTrainingFile {
  const { id, file_type, file_title_name, pdf, image, video, video_url, sort_order } = row;
  return { id, file_type, file_title_name, pdf, image, video, video_url, sort_order };
}

/** The files this portal stored for session file rows (PDFs and images; addresses are not files). */
const storedPaths = (rows: readonly Pick<FileRow, 'pdf' | 'image'>[]) => rows.flatMap((row) => [row.pdf, row.image]);

// ---------- Trainings ----------

/** Every training, published or not, by code, with its number of sessions. */
export async function listAdminTrainings(db: Database): Promise<TAdminTrainingListItem[]> {
  return db
    .select({
      id: trainings.id,
      training_name: trainings.training_name,
      training_code: trainings.training_code,
      published: trainings.published,
      session_count: count(trainingDocumentSessions.id),
    })
    .from(trainings)
    .leftJoin(trainingDocumentSessions, eq(trainingDocumentSessions.training_id, trainings.id))
    .groupBy(trainings.id)
    .orderBy(asc(trainings.training_code), asc(trainings.id));
}

/** One training with every session and file, in display order; 404 when unknown. */
export async function getAdminTraining(db: Database, id: number): Promise<TAdminTraining> {
  const [training] = await db
    .select({
      id: trainings.id,
      training_name: trainings.training_name,
      training_code: trainings.training_code,
      overview: trainings.overview,
      published: trainings.published,
    })
    .from(trainings)
    .where(eq(trainings.id, id))
    .limit(1);
  if (!training) throw notFound();
  const sessions = await db
    .select({
      id: trainingDocumentSessions.id,
      session_name: trainingDocumentSessions.session_name,
      session_desc: trainingDocumentSessions.session_desc,
      sort_order: trainingDocumentSessions.sort_order,
    })
    .from(trainingDocumentSessions)
    .where(eq(trainingDocumentSessions.training_id, id))
    .orderBy(asc(trainingDocumentSessions.sort_order), asc(trainingDocumentSessions.id));
  const files =
    sessions.length === 0
      ? []
      : await db
          .select()
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
    sessions: sessions.map((session) => ({
      ...session,
      files: files.filter((file) => file.session_id === session.id).map(toAdminFile),
    })),
  };
}

async function assertCodeFree(db: Database, code: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(
      exceptId === undefined
        ? eq(trainings.training_code, code)
        : and(eq(trainings.training_code, code), ne(trainings.id, exceptId)),
    )
    .limit(1);
  if (clash) throw codeTaken();
}

/** Runs a write; a unique-code clash that slipped past the check (two saves at once) is still a 409. */
async function withCodeClashAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, UNIQUE_VIOLATION)) throw codeTaken();
    throw error;
  }
}

export async function createTraining(app: FastifyInstance, actorUserId: number, body: TAdminTrainingBody) {
  const db = app.database.db;
  await assertCodeFree(db, body.training_code);
  const id = await withCodeClashAs409(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(trainings).values(body).returning();
      if (!row) throw new Error('training not inserted');
      await auditChange(tx, { actorUserId, entity: 'training', verb: 'create', entityId: row.id, to: row });
      return row.id;
    }),
  );
  return getAdminTraining(db, id);
}

export async function updateTraining(app: FastifyInstance, actorUserId: number, id: number, body: TAdminTrainingBody) {
  const db = app.database.db;
  const [exists] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, id)).limit(1);
  if (!exists) throw notFound();
  await assertCodeFree(db, body.training_code, id);
  await withCodeClashAs409(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(trainings).where(eq(trainings.id, id)).limit(1);
      if (!before) throw notFound();
      const [after] = await tx.update(trainings).set(body).where(eq(trainings.id, id)).returning();
      await auditChange(tx, { actorUserId, entity: 'training', verb: 'update', entityId: id, from: before, to: after });
    }),
  );
  return getAdminTraining(db, id);
}

/** Removes a training with its sessions and files (rows cascade; stored files go after the commit). */
export async function deleteTraining(app: FastifyInstance, actorUserId: number, id: number) {
  const files = await app.database.db.transaction(async (tx) => {
    const sessionFiles = await tx
      .select({ pdf: trainingDocumentFiles.pdf, image: trainingDocumentFiles.image })
      .from(trainingDocumentFiles)
      .innerJoin(trainingDocumentSessions, eq(trainingDocumentSessions.id, trainingDocumentFiles.session_id))
      .where(eq(trainingDocumentSessions.training_id, id));
    const [row] = await tx.delete(trainings).where(eq(trainings.id, id)).returning();
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'training', verb: 'delete', entityId: id, from: row });
    return sessionFiles;
  });
  await removePublicFiles(app, storedPaths(files));
}

// ---------- Sessions ----------

async function findSession(db: Database, trainingId: number, sessionId: number) {
  const [session] = await db
    .select()
    .from(trainingDocumentSessions)
    .where(and(eq(trainingDocumentSessions.id, sessionId), eq(trainingDocumentSessions.training_id, trainingId)))
    .limit(1);
  if (!session) throw notFound();
  return session;
}

export async function createSession(
  app: FastifyInstance,
  actorUserId: number,
  trainingId: number,
  body: TAdminSessionBody,
) {
  const db = app.database.db;
  const [training] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
  if (!training) throw notFound();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(trainingDocumentSessions)
      .values({ ...body, training_id: trainingId })
      .returning();
    if (!inserted) throw new Error('session not inserted');
    await auditChange(tx, {
      actorUserId,
      entity: 'training_session',
      verb: 'create',
      entityId: inserted.id,
      to: inserted,
    });
    return inserted;
  });
  return { id: row.id, session_name: row.session_name, session_desc: row.session_desc, sort_order: row.sort_order };
}

export async function updateSession(
  app: FastifyInstance,
  actorUserId: number,
  trainingId: number,
  sessionId: number,
  body: TAdminSessionBody,
) {
  const db = app.database.db;
  const before = await findSession(db, trainingId, sessionId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(trainingDocumentSessions)
      .set(body)
      .where(eq(trainingDocumentSessions.id, sessionId))
      .returning();
    if (!updated) throw notFound();
    await auditChange(tx, {
      actorUserId,
      entity: 'training_session',
      verb: 'update',
      entityId: sessionId,
      from: before,
      to: updated,
    });
    return updated;
  });
  return { id: row.id, session_name: row.session_name, session_desc: row.session_desc, sort_order: row.sort_order };
}

export async function deleteSession(app: FastifyInstance, actorUserId: number, trainingId: number, sessionId: number) {
  const db = app.database.db;
  await findSession(db, trainingId, sessionId);
  const files = await db.transaction(async (tx) => {
    const sessionFiles = await tx
      .select({ pdf: trainingDocumentFiles.pdf, image: trainingDocumentFiles.image })
      .from(trainingDocumentFiles)
      .where(eq(trainingDocumentFiles.session_id, sessionId));
    const [row] = await tx
      .delete(trainingDocumentSessions)
      .where(and(eq(trainingDocumentSessions.id, sessionId), eq(trainingDocumentSessions.training_id, trainingId)))
      .returning();
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'training_session', verb: 'delete', entityId: sessionId, from: row });
    return sessionFiles;
  });
  await removePublicFiles(app, storedPaths(files));
}

// ---------- Session files ----------

/** Checks and stores an uploaded PDF or image under /files/trainings/; answers its public path. */
async function storeSessionFile(app: FastifyInstance, type: 'PDF' | 'IMG', bytes: Buffer): Promise<string> {
  if (type === 'PDF') return storePublicPdf(app, 'trainings', bytes, FILE_FIELD);
  const image = await reencodeAdminImage(bytes, FILE_FIELD, SESSION_IMAGE_MAX_SIDE);
  const publicPath = newPublicFilePath('trainings', 'jpg');
  await writePublicFile(app, publicPath, image);
  return publicPath;
}

/** The columns of a file row for its type: the one that holds the resource set, the others null. */
function resourceColumns(type: TAdminTrainingFileFields['file_type'], value: string) {
  return {
    pdf: type === 'PDF' ? value : null,
    image: type === 'IMG' ? value : null,
    video: type === 'VIDEO' ? value : null,
    video_url: type === 'URL' ? value : null,
  };
}

const fileRequired = () => invalidUpload(FILE_FIELD, ADMIN_TRAINING_MESSAGES.fileRequired);
const noFileWanted = () =>
  invalidUpload(FILE_FIELD, 'A video or link is given as an address; please do not attach a file.');

export async function createSessionFile(
  app: FastifyInstance,
  actorUserId: number,
  trainingId: number,
  sessionId: number,
  fields: TAdminTrainingFileFields,
  upload: Buffer | undefined,
): Promise<TAdminTrainingFile> {
  const db = app.database.db;
  await findSession(db, trainingId, sessionId);
  const { file_type: type, address, ...rest } = fields;
  let stored: string | undefined;
  if (isUploadedFileType(type)) {
    if (!upload) throw fileRequired();
    stored = await storeSessionFile(app, type, upload);
  } else if (upload) {
    throw noFileWanted();
  }
  const resource = stored ?? address ?? '';
  const row = await removingFilesOnFailure(app, [stored], () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(trainingDocumentFiles)
        .values({ ...rest, file_type: type, session_id: sessionId, ...resourceColumns(type, resource) })
        .returning();
      if (!inserted) throw new Error('training file not inserted');
      await auditChange(tx, {
        actorUserId,
        entity: 'training_file',
        verb: 'create',
        entityId: inserted.id,
        to: inserted,
      });
      return inserted;
    }),
  );
  return toAdminFile(row);
}

async function findSessionFile(db: Database, trainingId: number, sessionId: number, fileId: number) {
  await findSession(db, trainingId, sessionId);
  const [file] = await db
    .select()
    .from(trainingDocumentFiles)
    .where(and(eq(trainingDocumentFiles.id, fileId), eq(trainingDocumentFiles.session_id, sessionId)))
    .limit(1);
  if (!file) throw notFound();
  return file;
}

/**
 * Edits a session file. A PDF or IMG keeps its stored file unless a new one is sent (or the type changes,
 * which needs one); the replaced file is removed after the commit.
 */
export async function updateSessionFile(
  app: FastifyInstance,
  actorUserId: number,
  ids: { trainingId: number; sessionId: number; fileId: number },
  fields: TAdminTrainingFileFields,
  upload: Buffer | undefined,
): Promise<TAdminTrainingFile> {
  const db = app.database.db;
  const before = await findSessionFile(db, ids.trainingId, ids.sessionId, ids.fileId);
  const { file_type: type, address, ...rest } = fields;
  let stored: string | undefined;
  let resource: string;
  if (isUploadedFileType(type)) {
    const kept = type === before.file_type ? (type === 'PDF' ? before.pdf : before.image) : null;
    if (upload) stored = await storeSessionFile(app, type, upload);
    else if (!kept) throw fileRequired();
    resource = stored ?? kept ?? '';
  } else {
    if (upload) throw noFileWanted();
    resource = address ?? '';
  }
  const after = await removingFilesOnFailure(app, [stored], () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(trainingDocumentFiles)
        .set({ ...rest, file_type: type, ...resourceColumns(type, resource) })
        .where(eq(trainingDocumentFiles.id, ids.fileId))
        .returning();
      if (!updated) throw notFound();
      await auditChange(tx, {
        actorUserId,
        entity: 'training_file',
        verb: 'update',
        entityId: ids.fileId,
        from: before,
        to: updated,
      });
      return updated;
    }),
  );
  const obsolete = storedPaths([before]).filter((path) => path && path !== after.pdf && path !== after.image);
  await removePublicFiles(app, obsolete);
  return toAdminFile(after);
}

export async function deleteSessionFile(
  app: FastifyInstance,
  actorUserId: number,
  ids: { trainingId: number; sessionId: number; fileId: number },
) {
  const db = app.database.db;
  await findSessionFile(db, ids.trainingId, ids.sessionId, ids.fileId);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(trainingDocumentFiles).where(eq(trainingDocumentFiles.id, ids.fileId)).returning();
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'training_file', verb: 'delete', entityId: ids.fileId, from: row });
    return row;
  });
  await removePublicFiles(app, storedPaths([removed]));
}
