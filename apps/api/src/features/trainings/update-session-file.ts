import {
  isUploadedFileType,
  type TAdminTrainingFile,
  type TAdminTrainingFileFields,
} from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound, removingFilesOnFailure } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/uploads/admin-upload';
import { fileRequired, noFileWanted, resourceColumns, storedPaths, storeSessionFile } from './session-file-storage';
import { type SessionFileIds, sessionFileOr404 } from './training-records';
import { toAdminFile, updateSessionFileRow } from './trainings.admin.repository';

/**
 * Edits a session file (audited 'training_file.update'). A PDF or IMG keeps its stored file unless a new one
 * is sent (or the type changes, which needs one); the replaced file is removed after the commit.
 */
export async function updateSessionFile(
  app: FastifyInstance,
  input: { actorUserId: number; ids: SessionFileIds; fields: TAdminTrainingFileFields; upload: Buffer | undefined },
): Promise<TAdminTrainingFile> {
  const db = app.database.db;
  const { ids, upload } = input;
  const before = await sessionFileOr404(db, ids);
  const { file_type: type, address, ...rest } = input.fields;
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
      const updated = await updateSessionFileRow(tx, ids.fileId, {
        ...rest,
        file_type: type,
        ...resourceColumns(type, resource),
      });
      if (!updated) throw notFound();
      await auditChange(tx, {
        actorUserId: input.actorUserId,
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
