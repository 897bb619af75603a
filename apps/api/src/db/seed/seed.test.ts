import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, gte, lt, lte } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../lib/files/file-store';
import { openFileStore } from '../../lib/files/open-file-store';
import { readPublicFile } from '../../lib/files/public-files';
import type { DatabaseHandle } from '../client';
import { newsCategories, photos, pressNews, vacancies, videos } from '../schema/content';
import { courses } from '../schema/courses';
import { countries, programTypes, states } from '../schema/reference';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../schema/trainings';
import { createTestDatabase } from '../test-database';
import { seedDemoContentIfEmpty } from './seed';

// 20:00 UTC is already the next day in India: the seed must reckon "today" in IST.
const NOW = new Date('2025-06-15T20:00:00Z');
const TODAY_IST = '2025-06-16';

describe('seedDemoContentIfEmpty', () => {
  /** The bytes the store holds at a '/files/...' address (the test fails when there are none). */
  async function stored(url: string): Promise<Buffer> {
    const data = await readPublicFile(files, url);
    if (!data) throw new Error(`No stored file at ${url}`);
    return data;
  }

  let database: DatabaseHandle;
  let dataDir: string;
  let files: FileStore;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'iiidem-seed-'));
    // The store the server would use: a folder on the embedded database, stored_files on PostgreSQL.
    files = openFileStore({ database, dataDir });
    firstRun = await seedDemoContentIfEmpty(database, { files, today: NOW });
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // How long seeding takes is a benchmark's business (developer guide), not a test's: a busy machine made it flaky.
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('gives every text a visitor sees its Hindi, in Devanagari, for every demo record', async () => {
    const { db } = database;
    const pairs = [
      ...(await db.select().from(courses)).flatMap((row) => [
        [row.course_name, row.course_name_hi],
        [row.duration, row.duration_hi],
        [row.course_type, row.course_type_hi],
        [row.location, row.location_hi],
        [row.program_desc, row.program_desc_hi],
        [row.faculty_desc, row.faculty_desc_hi],
        [row.vip_speaker_desc, row.vip_speaker_desc_hi],
        [row.resource_material, row.resource_material_hi],
        [row.evaluation_descp, row.evaluation_descp_hi],
      ]),
      ...(await db.select().from(trainings)).flatMap((row) => [
        [row.training_name, row.training_name_hi],
        [row.overview, row.overview_hi],
      ]),
      ...(await db.select().from(trainingDocumentSessions)).flatMap((row) => [
        [row.session_name, row.session_name_hi],
        [row.session_desc, row.session_desc_hi],
      ]),
      ...(await db.select().from(trainingDocumentFiles)).map((row) => [row.file_title_name, row.file_title_name_hi]),
      ...(await db.select().from(pressNews)).map((row) => [row.news_title, row.news_title_hi]),
      ...(await db.select().from(vacancies)).map((row) => [row.title, row.title_hi]),
      ...(await db.select().from(photos)).map((row) => [row.title, row.title_hi]),
      ...(await db.select().from(videos)).map((row) => [row.title, row.title_hi]),
    ];
    expect(pairs.length).toBeGreaterThan(300);
    const missing = pairs.filter(([english, hindi]) => english && !/[\u0900-\u097F]/.test(hindi ?? ''));
    expect(missing).toEqual([]);
    // Without English there is nothing to translate, and no Hindi either.
    expect(pairs.filter(([english, hindi]) => !english && hindi)).toEqual([]);
  });

  it('loads the program types, news categories and the full country and state lists', async () => {
    const { db } = database;
    expect(await db.select().from(programTypes).orderBy(programTypes.id)).toEqual([
      { id: 1, program_name: 'Domestic' },
      { id: 2, program_name: 'International' },
      { id: 3, program_name: 'Academic' },
    ]);
    const [tenders] = await db.select().from(newsCategories).where(eq(newsCategories.id, 3));
    expect(tenders?.news_name).toBe('Tender & Miscellaneous');

    const [countryCount] = await db.select({ n: count() }).from(countries);
    expect(countryCount?.n).toBeGreaterThanOrEqual(239);
    const [india] = await db.select().from(countries).where(eq(countries.iso, 'IN'));
    expect(india).toMatchObject({ id: 99, name: 'INDIA', nicename: 'India', iso3: 'IND', phonecode: 91 });

    const stateRows = await db.select().from(states);
    expect(stateRows).toHaveLength(36);
    expect(stateRows.filter((s) => s.st_code.startsWith('S'))).toHaveLength(28);
    expect(stateRows.filter((s) => s.st_code.startsWith('U'))).toHaveLength(8);
    expect(stateRows).toContainEqual(expect.objectContaining({ st_code: 'S29', st_name: 'Telangana' }));
  });

  it('has 30+ published courses of all three program types, ongoing, upcoming and closed on the IST date', async () => {
    const { db } = database;
    const all = await db.select().from(courses);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.every((course) => course.published)).toBe(true);
    for (const programTypeId of [1, 2, 3]) {
      const ofType = all.filter((course) => course.program_type_id === programTypeId);
      expect(
        ofType.some((c) => c.start_from <= TODAY_IST && c.end_to >= TODAY_IST),
        `ongoing ${programTypeId}`,
      ).toBe(true);
      expect(
        ofType.some((c) => c.start_from > TODAY_IST),
        `upcoming ${programTypeId}`,
      ).toBe(true);
      expect(
        ofType.some((c) => c.end_to < TODAY_IST),
        `closed ${programTypeId}`,
      ).toBe(true);
    }
    const [ongoing] = await db
      .select({ n: count() })
      .from(courses)
      .where(and(lte(courses.start_from, TODAY_IST), gte(courses.end_to, TODAY_IST)));
    expect(ongoing?.n).toBeGreaterThanOrEqual(5);
    const [upcoming] = await db.select({ n: count() }).from(courses).where(gt(courses.start_from, TODAY_IST));
    expect(upcoming?.n).toBeGreaterThanOrEqual(5);
    expect(all.some((course) => course.course_hostel_facility === 'No')).toBe(true);
    expect(all.some((course) => course.vip_speaker === 'Yes' && course.vip_speaker_desc)).toBe(true);
    for (const course of all) {
      expect(course.duration).toMatch(/^\d+ Days?$/);
      expect(course.end_to >= course.start_from).toBe(true);
    }
  });

  it('gives press releases and news sample PDFs of the site, no invented outside address (issue 15)', async () => {
    const items = (await database.db.select().from(pressNews)).filter((item) => item.category_id !== 3);
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.document_link).toBeNull();
      const pdf = await stored(item.document_file!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('has 25+ tenders and notices in category 3, each with a document link or a valid PDF', async () => {
    const items = await database.db.select().from(pressNews).where(eq(pressNews.category_id, 3));
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(new Set(items.map((item) => item.publish_date.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect(items.every((item) => item.publish_date <= TODAY_IST)).toBe(true);
    const withFile = items.filter((item) => item.document_file);
    const withLink = items.filter((item) => item.document_link);
    expect(withFile.length).toBeGreaterThan(0);
    expect(withLink.length).toBeGreaterThan(0);
    expect(withFile.length + withLink.length).toBe(items.length);
    // Only the real Central Public Procurement Portal: the demo invents no outside address (issue 15).
    for (const item of withLink) expect(item.document_link).toBe('https://eprocure.gov.in/cppp/');
    for (const item of withFile) {
      const pdf = await stored(item.document_file!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('has 4+ banners and 12+ gallery photos whose JPEG files exist with the recorded size', async () => {
    const rows = await database.db.select().from(photos);
    const banners = rows.filter((photo) => photo.category_id === 1);
    const gallery = rows.filter((photo) => photo.category_id === 2);
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(gallery.length).toBeGreaterThanOrEqual(12);
    for (const photo of banners) expect(photo.photo_url).toMatch(/^\/files\/banners\/[a-z0-9-]+\.jpg$/);
    for (const photo of gallery) expect(photo.photo_url).toMatch(/^\/files\/gallery\/[a-z0-9-]+\.jpg$/);
    for (const photo of rows) {
      expect(photo.title).toBeTruthy();
      const meta = await sharp(await stored(photo.photo_url)).metadata();
      expect(meta.format).toBe('jpeg');
      expect({ width: meta.width, height: meta.height }).toEqual({ width: photo.width, height: photo.height });
    }
    expect(banners[0]).toMatchObject({ width: 1600, height: 600 });
  });

  it('seeds no gallery videos: none could be checked to play, and the issue allows none', async () => {
    expect(await database.db.select().from(videos)).toEqual([]);
  });

  it('has 4+ vacancies with advertisement PDFs, one of them closed', async () => {
    const rows = await database.db.select().from(vacancies);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const vacancy of rows) {
      expect(vacancy.pdf).toMatch(/^\/files\/vacancies\/.+\.pdf$/);
      const pdf = await stored(vacancy.pdf!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [closed] = await database.db.select({ n: count() }).from(vacancies).where(lt(vacancies.last_date, TODAY_IST));
    expect(closed?.n).toBeGreaterThanOrEqual(1);
  });

  it('has the trainings DM-001 to DM-011 with sessions of PDFs and photos, and no video or link', async () => {
    const { db } = database;
    const rows = await db.select().from(trainings).orderBy(trainings.training_code);
    expect(rows.map((training) => training.training_code)).toEqual(
      Array.from({ length: 11 }, (_, i) => `DM-${String(i + 1).padStart(3, '0')}`),
    );
    const sessions = await db.select().from(trainingDocumentSessions);
    for (const training of rows) {
      expect(training.overview).toBeTruthy();
      const own = sessions.filter((session) => session.training_id === training.id);
      expect(own.length, training.training_code).toBeGreaterThanOrEqual(1);
      expect(own.length, training.training_code).toBeLessThanOrEqual(3);
    }
    const files = await db.select().from(trainingDocumentFiles);
    // No recorded lecture and no link to watch online: an invented YouTube id leads nowhere (issue 15).
    expect(new Set(files.map((file) => file.file_type))).toEqual(new Set(['PDF', 'IMG']));
    for (const session of sessions) {
      const pdfs = files.filter((file) => file.session_id === session.id && file.file_type === 'PDF');
      expect(pdfs, session.session_name).toHaveLength(1);
    }
    for (const file of files) {
      expect({ video: file.video, video_url: file.video_url }).toEqual({ video: null, video_url: null });
      if (file.file_type === 'PDF') {
        expect((await stored(file.pdf!)).subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        expect((await sharp(await stored(file.image!)).metadata()).format).toBe('jpeg');
      }
    }
  });

  it('changes nothing when called again on a database that has content', async () => {
    const tables = [courses, pressNews, photos, videos, vacancies, trainings, trainingDocumentFiles, countries, states];
    const countAll = () =>
      Promise.all(tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n));
    const before = await countAll();
    let writes = 0;
    const counting: FileStore = {
      ...files,
      write(...args) {
        writes += 1;
        return files.write(...args);
      },
    };
    expect(await seedDemoContentIfEmpty(database, { files: counting, today: NOW })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    // Nothing was written either.
    expect(writes).toBe(0);
  });
});
