import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileVisibility, storedFiles } from '../../db/schema/system';

/** The SQL of the database file store (`stored_files`). */

export type NewStoredFile = { visibility: FileVisibility; key: string; contentType: string; data: Buffer };

/** Inserts a file; a taken key is a unique violation, unless `overwrite` replaces it. */
export async function insertStoredFile(db: Database, file: NewStoredFile, overwrite: boolean): Promise<void> {
  const values = {
    visibility: file.visibility,
    key: file.key,
    content_type: file.contentType,
    data: file.data,
    size: file.data.length,
  };
  const insert = db.insert(storedFiles).values(values);
  if (!overwrite) {
    await insert;
    return;
  }
  await insert.onConflictDoUpdate({
    target: [storedFiles.visibility, storedFiles.key],
    set: { content_type: values.content_type, data: values.data, size: values.size, created_at: new Date() },
  });
}

const whereFile = (visibility: FileVisibility, key: string) =>
  and(eq(storedFiles.visibility, visibility), eq(storedFiles.key, key));

export async function findStoredFile(db: Database, visibility: FileVisibility, key: string) {
  const [row] = await db
    .select({
      contentType: storedFiles.content_type,
      size: storedFiles.size,
      modifiedAt: storedFiles.created_at,
      data: storedFiles.data,
    })
    .from(storedFiles)
    .where(whereFile(visibility, key))
    .limit(1);
  return row;
}

/** The file's type, size and time, without its bytes. */
export async function findStoredFileInfo(db: Database, visibility: FileVisibility, key: string) {
  const [row] = await db
    .select({ contentType: storedFiles.content_type, size: storedFiles.size, modifiedAt: storedFiles.created_at })
    .from(storedFiles)
    .where(whereFile(visibility, key))
    .limit(1);
  return row;
}

export async function deleteStoredFiles(db: Database, visibility: FileVisibility, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.delete(storedFiles).where(and(eq(storedFiles.visibility, visibility), inArray(storedFiles.key, [...keys])));
}

/** Keys starting with `<prefix>/`, or every key (the prefix holds no LIKE wildcards: it is checked by the caller). */
export async function listStoredFileKeys(db: Database, visibility: FileVisibility, prefix: string | undefined) {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.visibility, visibility),
        prefix === undefined ? undefined : like(storedFiles.key, `${prefix}/%`),
      ),
    )
    .orderBy(asc(storedFiles.key));
  return rows.map((row) => row.key);
}
