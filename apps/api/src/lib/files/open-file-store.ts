import type { DatabaseHandle } from '../../db/client';
import { filesDirFor } from '../../db/location';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { createFolderFileStore } from './folder-file-store';

/**
 * The one place that chooses where files live: the `stored_files` table when the portal runs on a PostgreSQL
 * server (DATABASE_URL; several instances share it), else the folder DATA_DIR/files next to the embedded database.
 */
export function openFileStore(options: { database: DatabaseHandle; dataDir: string }): FileStore {
  if (options.database.kind === 'postgres') return createDatabaseFileStore(options.database.db);
  return createFolderFileStore(filesDirFor(options.dataDir));
}
