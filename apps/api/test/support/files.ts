import type { FileStore, FileVisibility } from '../../src/lib/files/file-store';

/**
 * The names of the stored files under `<prefix>/` (e.g. 'gallery', 'profile-photos/u12'), sorted, as the app's
 * file store sees them: the folder on the embedded database, the stored_files table on PostgreSQL. Tests ask the
 * store, never the disk, so they mean the same on both.
 */
export async function storedFileNames(files: FileStore, visibility: FileVisibility, prefix: string): Promise<string[]> {
  const keys = await files.list(visibility, prefix);
  return keys.map((key) => key.slice(prefix.length + 1)).sort();
}
