import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { migrationsFolder } from './paths';
import { createTestDatabase } from './test-database';

const EXPECTED_TABLES = [
  'application_domestic_details',
  'application_international_details',
  'application_notes',
  'applications',
  'attendance',
  'audit_log',
  'captcha_challenges',
  'certificates',
  'countries',
  'course_coordinators',
  'courses',
  'data_requests',
  'feedback_messages',
  'mail_outbox',
  'news_categories',
  'nomination_drafts',
  'one_time_codes',
  'people',
  'photo_categories',
  'photos',
  'press_news',
  'program_types',
  'rate_limit_hits',
  'rejection_reasons',
  'sessions',
  'sign_in_failures',
  'site_page_revisions',
  'site_pages',
  'site_settings',
  'staff_notification_settings',
  'states',
  'stored_files',
  'training_document_files',
  'training_document_sessions',
  'trainings',
  'users',
  'vacancies',
  'video_categories',
  'videos',
];

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('migrations', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates every table of the data model on a fresh database', async () => {
    const rows = await rowsOf<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = rows.map((row) => row.table_name).sort();
    expect(tables).toEqual(EXPECTED_TABLES);
  });

  it('names columns after the spec fields in snake_case', async () => {
    const rows = await rowsOf<{ table_name: string; column_name: string }>(
      database,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and table_name in ('courses', 'press_news', 'users', 'application_international_details')`,
    );
    const columns = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
    for (const column of [
      'courses.course_name',
      'courses.start_from',
      'courses.end_to',
      'courses.evaluation_descp',
      'courses.course_hostel_facility',
      'press_news.news_title',
      'press_news.publish_date',
      'users.email_id',
      'users.user_type',
      'application_international_details.certications',
    ]) {
      expect(columns, column).toContain(column);
    }
  });

  it('enforces the key constraints (lower-case e-mail, one application per user and course)', async () => {
    await expect(
      database.db.execute(
        sql`insert into users (first_name, last_name, email_id, password_hash) values ('A', 'B', 'Mixed@Example.org', 'x')`,
      ),
    ).rejects.toThrow();
    await database.db.execute(sql`insert into program_types (id, program_name) values (1, 'Domestic')`);
    await database.db.execute(
      sql`insert into users (first_name, last_name, email_id, password_hash) values ('A', 'B', 'a@example.org', 'x')`,
    );
    await database.db.execute(
      sql`insert into courses (course_name, start_from, end_to, program_type_id) values ('C', '2025-01-01', '2025-01-05', 1)`,
    );
    const apply = () =>
      database.db.execute(
        sql`insert into applications (user_id, course_id, form)
            select u.id, c.id, 'domestic' from users u, courses c where u.email_id = 'a@example.org'`,
      );
    await apply();
    await expect(apply()).rejects.toThrow();
  });

  it('creates pg_trgm and the back-office indexes (issue 13), and a name search uses its trigram index', async () => {
    const extensions = await rowsOf<{ extname: string }>(database, sql`select extname from pg_extension`);
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
    const indexes = await rowsOf<{ indexname: string }>(
      database,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'applications_created_idx',
        'applications_status_created_idx',
        'applications_status_id_idx',
        'applications_user_type_idx',
        'applications_completed_created_idx',
        'applications_search_idx',
        'users_name_sort_idx',
        'courses_name_search_idx',
        'courses_name_sort_idx',
        'press_news_title_search_idx',
        'vacancies_title_search_idx',
      ]),
    );
    // With sequential scans ruled out, a part of a name is still found through the trigram index.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain select id from applications where search_text ilike '%sha ver%'`);
      const text = (plan as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
      expect(text).toContain('applications_search_idx');
    });
  });

  it("fills the applicant's type and the search text of the applications stored before migration 0004", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'iiidem-migrations-'));
    const before = await openDatabase({ pgliteDir: 'memory' });
    try {
      // The migrations up to 0003, as a database created before 0004 has them.
      await cp(migrationsFolder(), folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((entry) => entry.tag.startsWith('0004_'));
      expect(upTo).toBeGreaterThan(0);
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      // biome-ignore lint/suspicious/noExplicitAny: the PGlite database type differs only nominally
      await migratePglite(before.db as any, { migrationsFolder: folder });
      for (const statement of [
        sql`insert into program_types (id, program_name) values (1, 'Domestic')`,
        sql`insert into users (user_type, first_name, last_name, email_id, password_hash)
            values (3, 'Usha', 'Menon', 'usha@example.org', 'x')`,
        sql`insert into courses (course_name, start_from, end_to, program_type_id)
            values ('C', '2025-01-01', '2025-01-05', 1)`,
        sql`insert into applications (user_id, course_id, form) select u.id, c.id, 'domestic' from users u, courses c`,
        sql`insert into application_domestic_details (application_id, first_name, last_name, email_id)
            select id, 'Nisha', 'Menon', 'nisha@example.org' from applications`,
      ]) {
        await before.db.execute(statement);
      }

      await migrateDatabase(before);
      const [row] = await rowsOf<{ user_type: number; search_text: string }>(
        before,
        sql`select user_type, search_text from applications`,
      );
      expect(row).toEqual({
        user_type: 3,
        search_text: ['Usha Menon', 'usha@example.org', 'Nisha', 'Menon', 'nisha@example.org'].join('\u0001'),
      });
    } finally {
      await before.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('does nothing when the migrations are applied a second time', async () => {
    const journal = sql`select count(*)::int as count from drizzle.__drizzle_migrations`;
    const [before] = await rowsOf<{ count: number }>(database, journal);
    await migrateDatabase(database);
    const [after] = await rowsOf<{ count: number }>(database, journal);
    expect(before?.count).toBeGreaterThan(0);
    expect(after?.count).toBe(before?.count);
    const [users] = await rowsOf<{ count: number }>(database, sql`select count(*)::int as count from users`);
    expect(users?.count).toBe(1);
  });
});
