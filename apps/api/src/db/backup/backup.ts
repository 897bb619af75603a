import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../client';
import { filesDirFor, repoRoot, secretsDirFor } from '../location';
import { migrationsFolder } from '../paths';

/**
 * `npm run backup` and `npm run restore` (issue 18): one .tar.gz holding
 *   manifest.json                 what, when, from which version and migration level, row and file counts
 *   database/postgres.dump        pg_dump's custom format (a PostgreSQL server: DATABASE_URL), or
 *   database/pglite-data.tar      the embedded database's data folder (PGlite's own dump)
 *   files/                        the uploaded and generated files (embedded database: DATA_DIR/files; on a
 *                                 PostgreSQL server they are rows of stored_files, inside the dump)
 *   secrets/                      the secrets the server generated for itself (DATA_DIR/secrets), if any
 * The archive holds personal data and secrets: it is written readable by its owner only.
 */

export const BACKUP_FORMAT = 'iiidem-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Where the portal's data lives: the settings the server reads (DATA_DIR, DATABASE_URL). */
export type BackupTarget = { dataDir: string; databaseUrl?: string | undefined };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  portalVersion: string;
  database: {
    kind: 'pglite' | 'postgres';
    dump: string;
    /** How many migrations the database had, and the newest one's name. */
    migrations: { applied: number; latest: string | null };
  };
  files: { location: 'archive' | 'database'; count: number; bytes: number };
  secrets: boolean;
  /** Rows of the main tables when the backup was taken (restore checks them). */
  counts: Record<string, number>;
};

/** A refusal or failure with a message for the operator (the commands print it without a stack). */
export class BackupError extends Error {}

const PG_DUMP_FILE = 'database/postgres.dump';
const PGLITE_DUMP_FILE = 'database/pglite-data.tar';
const COUNTED_TABLES = [
  'users',
  'courses',
  'applications',
  'certificates',
  'press_news',
  'photos',
  'people',
  'site_pages',
  'site_page_revisions',
  'stored_files',
  'audit_log',
] as const;

function portalVersion(): string {
  const packageJson = JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
  return packageJson.version;
}

/** The committed migrations' names by their timestamp (drizzle records the timestamp, not the name). */
function journalEntries(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

export function knownMigrationCount(): number {
  return journalEntries().length;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function readMigrationLevel(handle: DatabaseHandle): Promise<BackupManifest['database']['migrations']> {
  const rows = rowsOf<{ created_at: string }>(
    await handle.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  const last = rows.at(-1);
  const latest = last ? (journalEntries().find((entry) => entry.when === Number(last.created_at))?.tag ?? null) : null;
  return { applied: rows.length, latest };
}

/** Row counts of the main tables (a table a newer migration adds is simply absent from an older backup). */
export async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

function walkFiles(dir: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { count, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

/** The PostgreSQL tools' connection: the URL without its password (kept out of `ps`), which goes in PGPASSWORD. */
export function postgresToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs one of PostgreSQL's client tools; its error output becomes the message of a BackupError. */
export function runPostgresTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install PostgreSQL's client tools, of the server's major version or newer (Debian: postgresql-client)`
            : `${command} could not run: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

/** The embedded database's folder, refused while a portal (or a crashed one) holds it. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

function assertEmbeddedDatabaseFree(dbDir: string) {
  if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dbDir} is in use: stop the portal first (if it is not running, it did not stop cleanly: start it and stop it once)`,
    );
  }
}

/** The default archive name: backups/iiidem-backup-20260301-020000Z.tar.gz */
export function defaultArchiveName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `iiidem-backup-${stamp}.tar.gz`;
}

/**
 * Writes one archive of the database, the stored files and the generated secrets to `archivePath` (first to a
 * `.partial` file, renamed when complete). The embedded database must not be in use; a PostgreSQL server's is
 * dumped while the portal runs (pg_dump reads one consistent snapshot).
 */
export async function writeBackup(
  target: BackupTarget,
  archivePath: string,
  options: { now?: Date } = {},
): Promise<BackupManifest> {
  if (existsSync(archivePath)) throw new BackupError(`${archivePath} exists already: name another file`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'iiidem-backup-'));
  const partial = `${archivePath}.partial`;
  try {
    await mkdir(path.join(staging, 'database'));
    let handle: DatabaseHandle;
    let pglite: PGlite | undefined;
    if (target.databaseUrl) {
      handle = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    } else {
      const dbDir = embeddedDatabaseDir(target.dataDir);
      if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dbDir}`);
      assertEmbeddedDatabaseFree(dbDir);
      pglite = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS });
      handle = await openDatabase({ pgliteDir: dbDir, pglite });
    }
    let manifest: BackupManifest;
    try {
      const migrations = await readMigrationLevel(handle);
      const counts = await countRows(handle);
      let files: BackupManifest['files'];
      if (pglite) {
        const dump = await pglite.dumpDataDir('none');
        await writeFile(path.join(staging, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
        files = { location: 'archive', ...walkFiles(filesDirFor(target.dataDir)) };
      } else {
        const [stored] = rowsOf<{ count: number; bytes: number }>(
          await handle.db.execute(
            sql`select count(*)::int as count, coalesce(sum(size), 0)::bigint as bytes from stored_files`,
          ),
        );
        files = { location: 'database', count: stored?.count ?? 0, bytes: Number(stored?.bytes ?? 0) };
        const connection = postgresToolConnection(target.databaseUrl as string);
        await runPostgresTool(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--file=${path.join(staging, PG_DUMP_FILE)}`,
            `--dbname=${connection.dbname}`,
          ],
          connection.env,
        );
      }
      manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        portalVersion: portalVersion(),
        database: { kind: pglite ? 'pglite' : 'postgres', dump: pglite ? PGLITE_DUMP_FILE : PG_DUMP_FILE, migrations },
        files,
        secrets: existsSync(secretsDirFor(target.dataDir)),
        counts,
      };
    } finally {
      await handle.close();
    }

    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'database'];
    // Links into DATA_DIR rather than copies: tar follows them (`follow`), so large file folders are read once.
    if (manifest.files.location === 'archive' && existsSync(filesDirFor(target.dataDir))) {
      await symlink(filesDirFor(target.dataDir), path.join(staging, 'files'));
      entries.push('files');
    }
    if (manifest.secrets) {
      await symlink(secretsDirFor(target.dataDir), path.join(staging, 'secrets'));
      entries.push('secrets');
    }
    await mkdir(path.dirname(archivePath), { recursive: true });
    // Created empty and private first: the archive is never readable by others, not even while it is written.
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    await rename(partial, archivePath);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks an archive's manifest (extracted into `dir`). */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('This file is not a portal backup (no readable manifest.json)');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('This file is not a portal backup (unknown format)');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`This backup's format (${manifest.formatVersion}) is newer than this portal reads`);
  }
  return manifest;
}
