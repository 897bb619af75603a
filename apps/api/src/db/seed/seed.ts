import { sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/files/file-store';
import type { Database, DatabaseHandle } from '../client';
import { photos, pressNews, vacancies, videos } from '../schema/content';
import { courses } from '../schema/courses';
import { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../schema/trainings';
import { buildDemoCourses } from './demo-courses';
import { writeDemoFiles } from './demo-files';
import { buildDemoGallery } from './demo-gallery';
import { buildDemoNews } from './demo-news';
import { seedDemoPeopleIfEmpty } from './demo-people';
import { buildDemoTrainings } from './demo-trainings';
import { buildDemoVacancies } from './demo-vacancies';
import { istDate } from './ist-dates';
import { ensureReferenceData } from './reference-data';

/** Serialises concurrent seeders (several instances starting on one PostgreSQL). */
const SEED_LOCK_KEY = 741_100_001;

const CONTENT_TABLES = [courses, pressNews, photos, videos, vacancies, trainings] as const;

/** True when any demo-content table already has a row (then the seed leaves the database alone). */
export async function hasContent(db: Database): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Loads the demo content (courses, news and tenders, banners and gallery photos, vacancies, trainings,
 * plus the reference data) when every content table is empty; otherwise changes nothing.
 * Dates are relative to `today` reckoned in India Standard Time. Files go to the file store as public files.
 */
export async function seedDemoContentIfEmpty(
  handle: DatabaseHandle,
  options: { files: FileStore; today?: Date },
): Promise<{ seeded: boolean }> {
  const { db } = handle;
  // The lists of people and partners (issue 15) have their own check: a database seeded before them gets them too.
  await seedDemoPeopleIfEmpty(db, options.files);
  if (await hasContent(db)) return { seeded: false };

  const today = istDate(options.today ?? new Date());
  const courseRows = buildDemoCourses(today);
  const news = buildDemoNews(today);
  const gallery = buildDemoGallery();
  const vacancyPlan = buildDemoVacancies(today);
  const trainingPlan = buildDemoTrainings();

  // Files first: they are deterministic, so a concurrent seeder writing the same ones is harmless.
  await writeDemoFiles(options.files, [...news.files, ...gallery.files, ...vacancyPlan.files, ...trainingPlan.files]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return { seeded: false };
    await ensureReferenceData(tx);
    await tx.insert(courses).values(courseRows);
    await tx.insert(pressNews).values(news.rows);
    await tx.insert(photos).values(gallery.photos);
    await tx.insert(vacancies).values(vacancyPlan.rows);

    const insertedTrainings = await tx
      .insert(trainings)
      .values(trainingPlan.trainings.map(({ sessions: _sessions, ...training }) => training))
      .returning({ id: trainings.id, training_code: trainings.training_code });
    const trainingIds = new Map(insertedTrainings.map((row) => [row.training_code, row.id]));
    const sessionRows = trainingPlan.trainings.flatMap((training) =>
      training.sessions.map(({ files: _files, ...session }) => ({
        ...session,
        training_id: trainingIds.get(training.training_code)!,
      })),
    );
    const insertedSessions = await tx.insert(trainingDocumentSessions).values(sessionRows).returning({
      id: trainingDocumentSessions.id,
      training_id: trainingDocumentSessions.training_id,
      sort_order: trainingDocumentSessions.sort_order,
    });
    const sessionIds = new Map(insertedSessions.map((row) => [`${row.training_id}:${row.sort_order}`, row.id]));
    const fileRows = trainingPlan.trainings.flatMap((training) =>
      training.sessions.flatMap((session) =>
        session.files.map((file) => ({
          ...file,
          session_id: sessionIds.get(`${trainingIds.get(training.training_code)}:${session.sort_order}`)!,
        })),
      ),
    );
    await tx.insert(trainingDocumentFiles).values(fileRows);
    return { seeded: true };
  });
}
