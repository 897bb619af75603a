import type { Database } from '../../db/client';
import { assertValidFileKey, assertValidPrefix, contentTypeFor, type FileStore, isValidFileKey } from './file-store';
import {
  deleteStoredFiles,
  findStoredFile,
  findStoredFileInfo,
  insertStoredFile,
  listStoredFileKeys,
} from './stored-files.repository';

/**
 * Files in the `stored_files` table of the PostgreSQL server: every instance on that server reads what any
 * instance wrote, and a backup of the database holds the files too. Files are at most 10 MB (uploads are
 * capped), so a row per file is fine.
 */
export function createDatabaseFileStore(db: Database): FileStore {
  return {
    kind: 'database',
    async write(visibility, key, data, options = {}) {
      assertValidFileKey(visibility, key);
      await insertStoredFile(
        db,
        { visibility, key, contentType: contentTypeFor(key), data },
        options.overwrite === true,
      );
    },
    async read(visibility, key) {
      if (!isValidFileKey(visibility, key)) return undefined;
      return findStoredFile(db, visibility, key);
    },
    async stat(visibility, key) {
      if (!isValidFileKey(visibility, key)) return undefined;
      return findStoredFileInfo(db, visibility, key);
    },
    async remove(visibility, keys) {
      const valid = keys.filter((key): key is string => typeof key === 'string' && isValidFileKey(visibility, key));
      await deleteStoredFiles(db, visibility, [...new Set(valid)]);
    },
    async list(visibility, prefix) {
      if (prefix !== undefined) assertValidPrefix(prefix);
      return (await listStoredFileKeys(db, visibility, prefix)).filter((key) => isValidFileKey(visibility, key));
    },
  };
}
