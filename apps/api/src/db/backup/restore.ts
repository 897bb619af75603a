import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { openDatabase, PGLITE_EXTENSIONS } from '../client';
import { filesDirFor, secretsDirFor } from '../location';
import {
  BackupError,
  type BackupManifest,
  type BackupTarget,
  countRows,
  embeddedDatabaseDir,
  knownMigrationCount,
  postgresToolConnection,
  readManifest,
  runPostgresTool,
} from './backup';

function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Tables and sequences in the database, outside PostgreSQL's own schemas. */
async function countUserObjects(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'S', 'v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

const REFUSE_NON_EMPTY = 'Restore loads a backup into an empty database and data folder only';

/**
 * Loads an archive written by writeBackup into the target's database and data folder, which must be empty
 * unless `force` (then the embedded database and files are replaced, and a PostgreSQL database's objects that the
 * dump holds are dropped and recreated). Answers the manifest and the row counts found after the restore.
 */
export async function restoreBackup(
  target: BackupTarget,
  archivePath: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; counts: Record<string, number> }> {
  if (!existsSync(archivePath)) throw new BackupError(`No such file: ${archivePath}`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'iiidem-restore-'));
  // The restored embedded database, kept open for the check below (starting PGlite costs seconds).
  let pglite: PGlite | undefined;
  try {
    try {
      await tar.extract({ file: archivePath, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`Cannot read ${archivePath} as a .tar.gz archive: ${(error as Error).message}`);
    }
    const manifest = await readManifest(staging);
    if (manifest.database.migrations.applied > knownMigrationCount()) {
      throw new BackupError(
        `This backup comes from a newer portal (${manifest.database.migrations.applied} migrations; this one knows ${knownMigrationCount()}): restore it with that version or a later one`,
      );
    }
    const filesDir = filesDirFor(target.dataDir);
    const secretsDir = secretsDirFor(target.dataDir);

    if (manifest.database.kind === 'pglite') {
      if (target.databaseUrl) {
        throw new BackupError('This backup holds an embedded database: restore it with DATABASE_URL unset');
      }
      const dbDir = embeddedDatabaseDir(target.dataDir);
      if (!options.force && !(isEmptyFolder(dbDir) && isEmptyFolder(filesDir))) {
        throw new BackupError(
          `${REFUSE_NON_EMPTY}: ${target.dataDir} holds a database or files (--force replaces them)`,
        );
      }
      if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
        throw new BackupError(`The embedded database in ${dbDir} is in use: stop the portal first`);
      }
      await rm(dbDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
      await mkdir(dbDir, { recursive: true });
      const dump = await readFile(path.join(staging, manifest.database.dump));
      pglite = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([dump]) });
      await pglite.waitReady;
      if (existsSync(path.join(staging, 'files'))) await cp(path.join(staging, 'files'), filesDir, { recursive: true });
    } else {
      if (!target.databaseUrl) {
        throw new BackupError('This backup holds a PostgreSQL database: restore it with DATABASE_URL set');
      }
      if (!options.force && (await countUserObjects(target.databaseUrl)) > 0) {
        throw new BackupError(`${REFUSE_NON_EMPTY}: the database has tables (--force replaces what the backup holds)`);
      }
      const connection = postgresToolConnection(target.databaseUrl);
      await runPostgresTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(options.force ? ['--clean', '--if-exists'] : []),
          `--dbname=${connection.dbname}`,
          path.join(staging, manifest.database.dump),
        ],
        connection.env,
      );
    }
    if (existsSync(path.join(staging, 'secrets'))) {
      if (options.force) await rm(secretsDir, { recursive: true, force: true });
      if (isEmptyFolder(secretsDir)) await cp(path.join(staging, 'secrets'), secretsDir, { recursive: true });
    }

    const handle = await openDatabase(
      pglite
        ? { pgliteDir: embeddedDatabaseDir(target.dataDir), pglite }
        : { databaseUrl: target.databaseUrl as string, poolSize: 1 },
    );
    pglite = undefined;
    try {
      const counts = await countRows(handle);
      const differing = Object.entries(manifest.counts).filter(([table, count]) => counts[table] !== count);
      if (differing.length > 0) {
        throw new BackupError(
          `The restored database differs from the backup's counts: ${differing.map(([table, count]) => `${table} ${counts[table]} (backup: ${count})`).join(', ')}`,
        );
      }
      return { manifest, counts };
    } finally {
      await handle.close();
    }
  } finally {
    await pglite?.close();
    await rm(staging, { recursive: true, force: true });
  }
}
