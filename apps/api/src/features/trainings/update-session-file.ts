import {
  isUploadedFileType,
  type TAdminTrainingFile,
  type TAdminTrainingFileFields,
} from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound, removingFilesOnFailure } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { fileRequired, noFileWanted, resourceColumns, storedPaths, storeSessionFile } from './session-file-storage';
import { type SessionFileIds, sessionFileOr404 } from './training-records';
import { findSessionFile, toAdminFile, updateSessionFileRow } from './trainings.admin.repository';

/**
 * Edits a session file (audited 'training_file.update'). A PDF or IMG keeps its stored file unless a new one
 * is sent (or the type changes, which needs one). The row is read again locked (FOR UPDATE) in the transaction,
 * so of two edits at once each replaces the file the other left: the file this edit replaced is removed after
 * its commit, by it alone; its own new file is removed if the change fails.
 */
export async function updateSessionFile(
  app: FastifyInstance,
  input: { actorUserId: number; ids: SessionFileIds; fields: TAdminTrainingFileFields; upload: Buffer | undefined },
): Promise<TAdminTrainingFile> {
  const db = app.database.db;
  const { ids, upload } = input;
  const before = await sessionFileOr404(db, ids);
  const { file_type: type, address, file_title_nameHi, ...rest } = input.fields;
  const keptFile = (row: typeof before) => (type === row.file_type ? (type === 'PDF' ? row.pdf : row.image) : null);
  let stored: string | undefined;
  if (isUploadedFileType(type)) {
    if (upload) stored = await storeSessionFile(app, type, upload);
    else if (!keptFile(before)) throw fileRequired();
  } else if (upload) {
    throw noFileWanted();
  }
  const { after, replaced } = await removingFilesOnFailure(app, [stored], () =>
    db.transaction(async (tx) => {
      const current = await findSessionFile(tx, ids.sessionId, ids.fileId, true);
      if (!current) throw notFound();
      let resource = address ?? '';
      if (isUploadedFileType(type)) {
        const kept = keptFile(current);
        if (!stored && !kept) throw fileRequired();
        resource = stored ?? kept ?? '';
      }
      const updated = await updateSessionFileRow(tx, ids.fileId, {
        ...rest,
        file_title_name_hi: file_title_nameHi,
        file_type: type,
        ...resourceColumns(type, resource),
      });
      if (!updated) throw notFound();
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'training_file',
        verb: 'update',
        entityId: ids.fileId,
        from: current,
        to: updated,
      });
      return { after: updated, replaced: storedPaths([current]) };
    }),
  );
  const obsolete = replaced.filter((path) => path && path !== after.pdf && path !== after.image);
  await removePublicFiles(app.files, obsolete);
  return toAdminFile(after);
}
