import path from 'node:path';
import type { FileVisibility } from '../../db/schema/system';
import { parsePrivateFileKey } from '../private-files';

export type { FileVisibility } from '../../db/schema/system';

/**
 * Every uploaded or generated file (public: banners, gallery, PDFs; private: nomination photos, passport
 * images, profile photos, certificates) goes through one store, found at `app.files`. Two stores keep them:
 *   - a folder (`folder-file-store.ts`): DATA_DIR/files/<visibility>/<key>, the embedded default;
 *   - a table (`database-file-store.ts`): `stored_files` on the PostgreSQL server, whenever the portal runs on
 *     one (DATABASE_URL), so every instance reads what any instance wrote.
 * `open-file-store.ts` chooses. A key is '<area>/<name>' for a public file (served at /files/<key>) and the
 * private key of lib/private-files.ts for a private one; anything else is refused, so no key leaves the store.
 */

export type StoredFileInfo = { contentType: string; size: number; modifiedAt: Date };
export type StoredFile = StoredFileInfo & { data: Buffer };

export type FileStore = {
  readonly kind: 'folder' | 'database';
  /** Stores a new file; rejects when the key is taken, unless `overwrite` (the seed's deterministic files). */
  write(visibility: FileVisibility, key: string, data: Buffer, options?: { overwrite?: boolean }): Promise<void>;
  /** The file, or undefined when there is none (or the key is not a valid one). */
  read(visibility: FileVisibility, key: string): Promise<StoredFile | undefined>;
  /** What `read` would answer, without the bytes (a conditional request needs no more). */
  stat(visibility: FileVisibility, key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the files, ignoring ones that are already gone and keys that are not valid ones. */
  remove(visibility: FileVisibility, keys: readonly (string | null | undefined)[]): Promise<void>;
  /** The keys under `<prefix>/` (an area such as 'gallery', or 'profile-photos/u12'), or all of them, sorted. */
  list(visibility: FileVisibility, prefix?: string): Promise<string[]>;
};

/** '<area>/<name>': one folder level, a name of letters, digits, dots, dashes and underscores. */
const PUBLIC_KEY_PATTERN = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** True when `key` names a file of that visibility (public '<area>/<name>', or a private file key). */
export function isValidFileKey(visibility: FileVisibility, key: string): boolean {
  if (visibility === 'private') return parsePrivateFileKey(key) !== undefined;
  return PUBLIC_KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidFileKey(visibility: FileVisibility, key: string): void {
  if (!isValidFileKey(visibility, key)) throw new RangeError(`Not a ${visibility} file key: ${key}`);
}

/** A folder-like prefix for `list`: one or two lower-case path segments. */
export function assertValidPrefix(prefix: string): void {
  if (!/^[a-z][a-z0-9-]{0,30}(\/[a-z0-9][a-z0-9-]{0,30})?$/.test(prefix)) {
    throw new RangeError(`Not a file key prefix: ${prefix}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type a file is served with, from its key's extension (the bytes were checked when stored). */
export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
