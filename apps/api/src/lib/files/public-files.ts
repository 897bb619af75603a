import { randomBytes } from 'node:crypto';
import type { FileStore } from './file-store';

/**
 * Public files (banners, gallery photos and their sizes, tender and vacancy PDFs, training session files):
 * the database holds their address '/files/<area>/<name>', the store holds them under the key '<area>/<name>',
 * and plugins/public-files.ts serves them at that address.
 *
 *   const url = await storeNewPublicFile(app.files, 'vacancies', 'pdf', bytes);   // '/files/vacancies/3f9c....pdf'
 *   await removePublicFiles(app.files, [before.pdf]);                              // after the change committed
 */

export const PUBLIC_FILES_PREFIX = '/files/';

const AREA = /^[a-z][a-z0-9-]{0,30}$/;

/** The kinds of file stored publicly: PDF documents, JPEG pictures, and Word documents (the application form). */
export type PublicFileExtension = 'pdf' | 'jpg' | 'docx';

/** A new public path for a file of `area`: '/files/<area>/<32 hex>.<ext>'. */
export function newPublicFilePath(area: string, extension: PublicFileExtension): string {
  if (!AREA.test(area)) throw new RangeError(`Not a public file area: ${area}`);
  return `${PUBLIC_FILES_PREFIX}${area}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The store key of a public path ('/files/gallery/x.jpg' -> 'gallery/x.jpg'); undefined for anything else. */
export function publicFileKey(publicPath: string): string | undefined {
  if (!publicPath.startsWith(PUBLIC_FILES_PREFIX)) return undefined;
  return publicPath.slice(PUBLIC_FILES_PREFIX.length);
}

/** The public path a key is served at ('gallery/x.jpg' -> '/files/gallery/x.jpg'). */
export function publicFilePath(key: string): string {
  return `${PUBLIC_FILES_PREFIX}${key}`;
}

/** Writes bytes at a public path made by `newPublicFilePath` (or a variant path next to it). */
export async function writePublicFile(files: FileStore, publicPath: string, data: Buffer): Promise<void> {
  const key = publicFileKey(publicPath);
  if (key === undefined) throw new RangeError(`Not a public file path: ${publicPath}`);
  await files.write('public', key, data);
}

/** Stores bytes (already checked) under a new random name in `area`; answers its '/files/...' path. */
export async function storeNewPublicFile(
  files: FileStore,
  area: string,
  extension: PublicFileExtension,
  data: Buffer,
): Promise<string> {
  const publicPath = newPublicFilePath(area, extension);
  await writePublicFile(files, publicPath, data);
  return publicPath;
}

/** The bytes of a public file this portal stored (under /files/), or undefined when there is none. */
export async function readPublicFile(files: FileStore, publicPath: string): Promise<Buffer | undefined> {
  const key = publicFileKey(publicPath);
  return key === undefined ? undefined : (await files.read('public', key))?.data;
}

/**
 * Removes public files this portal wrote (paths under /files/); anything else (outside addresses, seeded
 * paths that are gone) is ignored. Call after the change that dropped them has committed.
 */
export async function removePublicFiles(files: FileStore, publicPaths: readonly (string | null | undefined)[]) {
  const keys = publicPaths.map((publicPath) => (publicPath ? publicFileKey(publicPath) : undefined));
  await files.remove('public', keys);
}
