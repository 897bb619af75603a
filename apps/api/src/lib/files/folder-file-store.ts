import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidFileKey,
  assertValidPrefix,
  contentTypeFor,
  type FileStore,
  type FileVisibility,
  isValidFileKey,
} from './file-store';

/**
 * The embedded default: files under `<filesDir>/<visibility>/<key>` (DATA_DIR/files/public/gallery/x.jpg,
 * DATA_DIR/files/private/nominations/u12/....jpg). Only this instance sees them: with several instances
 * the database store is used instead.
 */
export function createFolderFileStore(filesDir: string): FileStore {
  const absolute = (visibility: FileVisibility, key: string) => path.join(filesDir, visibility, ...key.split('/'));

  async function info(visibility: FileVisibility, key: string) {
    if (!isValidFileKey(visibility, key)) return undefined;
    try {
      const found = await stat(absolute(visibility, key));
      if (!found.isFile()) return undefined;
      return { contentType: contentTypeFor(key), size: found.size, modifiedAt: found.mtime };
    } catch {
      return undefined;
    }
  }

  return {
    kind: 'folder',
    async write(visibility, key, data, options = {}) {
      assertValidFileKey(visibility, key);
      const target = absolute(visibility, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { flag: options.overwrite ? 'w' : 'wx' });
    },
    async read(visibility, key) {
      const found = await info(visibility, key);
      if (!found) return undefined;
      try {
        return { ...found, data: await readFile(absolute(visibility, key)) };
      } catch {
        return undefined;
      }
    },
    stat: info,
    async remove(visibility, keys) {
      const valid = keys.filter((key): key is string => typeof key === 'string' && isValidFileKey(visibility, key));
      await Promise.all(valid.map((key) => rm(absolute(visibility, key), { force: true })));
    },
    async list(visibility, prefix) {
      if (prefix !== undefined) assertValidPrefix(prefix);
      const root = path.join(filesDir, visibility);
      const folder = prefix === undefined ? root : path.join(root, ...prefix.split('/'));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => isValidFileKey(visibility, key))
        .sort();
    },
  };
}
