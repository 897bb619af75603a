import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { createFolderFileStore } from './folder-file-store';
import { openFileStore } from './open-file-store';

const PRIVATE_KEY = 'nominations/u12/0123456789abcdef0123456789abcdef.jpg';

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-file-store-'));
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Both stores run on whichever database this pass uses (stored_files exists on PGlite as on PostgreSQL).
describe.each([
  ['the folder store', () => createFolderFileStore(path.join(dataDir, 'files'))],
  ['the database store', () => createDatabaseFileStore(database.db)],
] as const)('%s', (_name, make: () => FileStore) => {
  let files: FileStore;
  beforeAll(() => {
    files = make();
  });

  it('keeps what is written, with its content type, size and time', async () => {
    const before = Date.now() - 2000;
    await files.write('public', 'gallery/photo-1.jpg', Buffer.from('jpeg bytes'));
    const stored = await files.read('public', 'gallery/photo-1.jpg');
    expect(stored?.data).toEqual(Buffer.from('jpeg bytes'));
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    expect(stored?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await files.stat('public', 'gallery/photo-1.jpg')).toEqual({
      contentType: 'image/jpeg',
      size: 10,
      modifiedAt: stored?.modifiedAt,
    });
    await files.write('public', 'news/tender.pdf', Buffer.from('%PDF-1.4'));
    expect((await files.read('public', 'news/tender.pdf'))?.contentType).toBe('application/pdf');
  });

  it('refuses to write over a file, unless told to (the seed)', async () => {
    await files.write('public', 'banners/a.jpg', Buffer.from('first'));
    await expect(files.write('public', 'banners/a.jpg', Buffer.from('second'))).rejects.toThrow();
    expect((await files.read('public', 'banners/a.jpg'))?.data.toString()).toBe('first');
    await files.write('public', 'banners/a.jpg', Buffer.from('second'), { overwrite: true });
    expect((await files.read('public', 'banners/a.jpg'))?.data.toString()).toBe('second');
  });

  it('keeps public and private files apart', async () => {
    await files.write('private', PRIVATE_KEY, Buffer.from('passport'));
    expect((await files.read('private', PRIVATE_KEY))?.data.toString()).toBe('passport');
    expect(await files.read('public', PRIVATE_KEY)).toBeUndefined();
    expect(await files.list('private')).toEqual([PRIVATE_KEY]);
    expect(await files.list('private', 'nominations/u12')).toEqual([PRIVATE_KEY]);
    expect(await files.list('private', 'nominations/u13')).toEqual([]);
  });

  it('lists keys by area, and removes files (ignoring missing and foreign keys)', async () => {
    await files.write('public', 'trainings/s1.pdf', Buffer.from('%PDF-'));
    await files.write('public', 'trainings/s2.jpg', Buffer.from('jpg'));
    expect(await files.list('public', 'trainings')).toEqual(['trainings/s1.pdf', 'trainings/s2.jpg']);
    await files.remove('public', ['trainings/s1.pdf', 'trainings/gone.pdf', '../etc/passwd', null, undefined]);
    expect(await files.list('public', 'trainings')).toEqual(['trainings/s2.jpg']);
    expect(await files.read('public', 'trainings/s1.pdf')).toBeUndefined();
    expect(await files.stat('public', 'trainings/s1.pdf')).toBeUndefined();
  });

  it('refuses keys that could leave the store, and private keys of the wrong shape', async () => {
    for (const key of [
      '../private.txt',
      'gallery/../../x.jpg',
      'gallery/a/b.jpg',
      '/etc/passwd',
      'Gallery/x.jpg',
      '',
    ]) {
      await expect(files.write('public', key, Buffer.from('x')), key).rejects.toThrow(RangeError);
      expect(await files.read('public', key), key).toBeUndefined();
    }
    await expect(files.write('private', 'nominations/u12/x.jpg', Buffer.from('x'))).rejects.toThrow(RangeError);
    await expect(files.list('public', '../x')).rejects.toThrow(RangeError);
  });
});

describe('openFileStore', () => {
  it('chooses the stored_files table on a PostgreSQL server and the DATA_DIR folder on the embedded database', () => {
    const files = openFileStore({ database, dataDir });
    expect(files.kind).toBe(database.kind === 'postgres' ? 'database' : 'folder');
  });
});
