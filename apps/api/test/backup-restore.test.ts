import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import type { Config } from '../src/config';
import { BackupError, writeBackup } from '../src/db/backup/backup';
import { restoreBackup } from '../src/db/backup/restore';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';
import { databaseOptionsFor } from '../src/db/location';
import { migrateDatabase } from '../src/db/migrate';
import { applications } from '../src/db/schema/applications';
import { sitePages } from '../src/db/schema/site-content';
import { ensureReferenceData } from '../src/db/seed/reference-data';
import { ensureSitePages } from '../src/db/seed/site-pages';
import { dropPostgresDatabase, dumpMigratedPglite, TEMPLATE_ENV } from '../src/db/test-database';
import { type DirectApplicant, insertSignedInApplicants } from './support/applicants';
import { domesticFields, insertCourse, multipart, sampleImage } from './support/nominations';
import { createServerDatabase, postgresServerUrl, type ServerDatabase } from './support/server-database';
import { buildTestAppOn, testAppConfig } from './support/test-app-config';

/**
 * `npm run backup` and `npm run restore` (issue 18): a portal with an application, uploaded files and edited
 * content is backed up, restored into a new, empty place, and a portal started there finds the same. On the
 * embedded database in every run; on a PostgreSQL server in the PostgreSQL pass (DATABASE_URL set), with databases
 * of its own on that server.
 */

type Place = { dataDir: string; databaseUrl?: string };
type Portal = { app: AppInstance; config: Config; database: DatabaseHandle; close(): Promise<void> };

/** The run's migrated embedded database (global setup), put in place as a data folder's: no initdb, no migrations. */
async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  const template = file ? new Blob([await readFile(file)]) : await dumpMigratedPglite();
  const pglite = new PGlite(path.join(dataDir, 'db'), { loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  await pglite.close();
}

/** A portal on `place` as server.ts starts it: migrated, reference data and pages ensured. */
async function startPortal(place: Place): Promise<Portal> {
  const config = testAppConfig(place.dataDir, place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {});
  const database = await openDatabase(databaseOptionsFor(config));
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  await ensureSitePages(database.db);
  const app = await buildTestAppOn(config, database);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** What the restored portal must show again, read through its API and its tables. */
async function observe(portal: Portal, applicant: DirectApplicant, photoUrl: string) {
  const photo = await portal.app.inject({ url: photoUrl, headers: applicant.headers });
  const profile = await portal.app.inject({ url: '/api/user-details', headers: applicant.headers });
  const page = await portal.database.db
    .select({ slug: sitePages.slug, draft: sitePages.draft })
    .from(sitePages)
    .where(eq(sitePages.slug, 'about-us'));
  const rows = await portal.database.db
    .select({ id: applications.id, course_id: applications.course_id, status: applications.application_status })
    .from(applications);
  const publicPages = await portal.app.inject({ url: '/api/pages' });
  return {
    photo: { status: photo.statusCode, type: photo.headers['content-type'], bytes: photo.rawPayload },
    profile: profile.json().data,
    page,
    applications: rows,
    publicPages: publicPages.json(),
  };
}

async function backUpAndRestore(source: Place, target: Place) {
  const archiveDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-backups-'));
  try {
    // A portal in use: an applicant's profile photo and nomination, and a page an editor changed.
    const portal = await startPortal(source);
    let before: Awaited<ReturnType<typeof observe>>;
    let applicant: DirectApplicant;
    let photoUrl: string;
    try {
      const db = portal.database.db;
      const course = await insertCourse(db);
      const [inserted] = await insertSignedInApplicants(db, 1, portal.config.auth);
      if (!inserted) throw new Error('applicant not inserted');
      applicant = inserted;
      const upload = multipart(
        { title: 'Ms', first_name: 'Asha', last_name: 'Verma', mobile_no: '9876543210', gender: 'F' },
        { photo: await sampleImage('jpg', 120) },
      );
      const saved = await portal.app.inject({
        method: 'POST',
        url: '/api/user-details',
        headers: { ...applicant.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(saved.statusCode).toBe(200);
      photoUrl = saved.json().data.photo;
      const form = multipart(domesticFields(course.id), { photo: await sampleImage('jpg', 150) });
      const nomination = await portal.app.inject({
        method: 'POST',
        url: '/api/nominations/domestic',
        headers: { ...applicant.headers, ...form.headers },
        payload: form.payload,
      });
      expect(nomination.statusCode).toBe(201);
      await db
        .update(sitePages)
        .set({ draft: { blocks: [{ type: 'paragraph', text: 'Edited before the backup: सम्पादित' }] } })
        .where(eq(sitePages.slug, 'about-us'));
      before = await observe(portal, applicant, photoUrl);
    } finally {
      // The embedded database is one process's: it is backed up stopped (pg_dump reads a running server).
      await portal.close();
    }
    expect(before.photo.status).toBe(200);
    expect(before.applications).toHaveLength(1);
    expect(before.page).toHaveLength(1);

    const archive = path.join(archiveDir, 'portal.tar.gz');
    const manifest = await writeBackup(source, archive);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest.database.kind).toBe(source.databaseUrl ? 'postgres' : 'pglite');
    expect(manifest.counts).toMatchObject({ applications: 1, courses: 1 });
    expect(manifest.files.count).toBeGreaterThanOrEqual(2);
    expect(manifest.files.location).toBe(source.databaseUrl ? 'database' : 'archive');
    expect(manifest.database.migrations.applied).toBeGreaterThan(0);

    const restored = await restoreBackup(target, archive);
    expect(restored.counts).toEqual(manifest.counts);
    // Once restored, the place is no longer empty: a second restore is refused, unless forced.
    await expect(restoreBackup(target, archive)).rejects.toThrow(BackupError);
    await expect(restoreBackup(target, archive)).rejects.toThrow(/empty database and data folder only/);

    const again = await startPortal(target);
    try {
      const after = await observe(again, applicant, photoUrl);
      expect(after.photo.status).toBe(200);
      expect(after.photo.type).toBe('image/jpeg');
      expect(after.photo.bytes.equals(before.photo.bytes)).toBe(true);
      expect(after).toEqual(before);
    } finally {
      await again.close();
    }
  } finally {
    await rm(archiveDir, { recursive: true, force: true });
  }
}

describe('a backup restored into an empty place', () => {
  const folders: string[] = [];
  const databases: ServerDatabase[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'iiidem-restore-test-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    await Promise.all(databases.map((database) => database.drop()));
  });

  // The PostgreSQL pass (DATABASE_URL set) leaves the embedded database to the default pass, which runs this.
  it.skipIf(process.env.DATABASE_URL)(
    'gives the embedded database portal the same applications, files and content',
    async () => {
      const source = { dataDir: await newFolder() };
      await seedEmbeddedDatabase(source.dataDir);
      const target = { dataDir: await newFolder() };
      await backUpAndRestore(source, target);
      expect(existsSync(path.join(target.dataDir, 'secrets'))).toBe(true);
    },
    60_000,
  );

  it.runIf(process.env.DATABASE_URL)(
    'gives the PostgreSQL portal the same applications, files and content',
    async () => {
      const source = await createServerDatabase();
      databases.push(source);
      // An empty database of its own for the restore (not migrated: the dump brings the schema).
      const name = `portal_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresServerUrl() });
      await admin.connect();
      await admin.query(`create database ${name}`).finally(() => admin.end());
      const targetUrl = new URL(postgresServerUrl());
      targetUrl.pathname = `/${name}`;
      databases.push({ url: targetUrl.toString(), drop: () => dropPostgresDatabase(postgresServerUrl(), name) });
      await backUpAndRestore(
        { dataDir: await newFolder(), databaseUrl: source.url },
        { dataDir: await newFolder(), databaseUrl: targetUrl.toString() },
      );
    },
    60_000,
  );
});
