import {
  isUploadedFileType,
  type TAdminTrainingFile,
  type TAdminTrainingFileFields,
} from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, removingFilesOnFailure } from '../../lib/content/content-crud';
import { fileRequired, noFileWanted, resourceColumns, storeSessionFile } from './session-file-storage';
import { sessionOr404 } from './training-records';
import { insertSessionFile, toAdminFile } from './trainings.admin.repository';

/**
 * Adds a file to a session (audited 'training_file.create'): PDF and IMG need an uploaded file, VIDEO and URL
 * an address and no file.
 */
export async function createSessionFile(
  app: FastifyInstance,
  input: {
    actorUserId: number;
    trainingId: number;
    sessionId: number;
    fields: TAdminTrainingFileFields;
    upload: Buffer | undefined;
  },
): Promise<TAdminTrainingFile> {
  const db = app.database.db;
  const { sessionId, upload } = input;
  await sessionOr404(db, input.trainingId, sessionId);
  const { file_type: type, address, file_title_nameHi, ...rest } = input.fields;
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
      const inserted = await insertSessionFile(tx, {
        ...rest,
        file_title_name_hi: file_title_nameHi,
        file_type: type,
        session_id: sessionId,
        ...resourceColumns(type, resource),
      });
      await auditChange(tx, {
        actorUserId: input.actorUserId,
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
