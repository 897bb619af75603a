import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInApplicants } from '../../../test/support/applicants';
import { domesticFields, insertCourse, multipart } from '../../../test/support/nominations';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from '../../../test/support/server-database';
import { applications } from '../../db/schema/applications';
import { ensureReferenceData } from '../../db/seed/reference-data';

const APPLICANTS = 200;

/** A camera-like JPEG (noise does not compress): re-encoding it is real work. */
async function noisyPhoto(size: number) {
  const pixels = Buffer.alloc(size * size * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  const data = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { filename: 'photo.jpg', contentType: 'image/jpeg', data };
}

/**
 * A burst of nominations on a PostgreSQL server with the default pool settings (DATABASE_POOL_SIZE,
 * DATABASE_POOL_WAIT_MS): a database of its own on the server, in either test pass.
 */
describe(`${APPLICANTS} nominations submitted at once on PostgreSQL`, () => {
  let database: ServerDatabase;
  let instance: ServerInstance;
  beforeAll(async () => {
    database = await createServerDatabase();
    instance = await startInstance(database.url);
  });
  afterAll(async () => {
    await instance?.close();
    await database?.drop();
  });

  it('stores every one of them (all 201), none refused for want of a database connection', async () => {
    const db = instance.database.db;
    await ensureReferenceData(db);
    const course = await insertCourse(db);
    const applicants = await insertSignedInApplicants(db, APPLICANTS, instance.config.auth);
    const photo = await noisyPhoto(400);
    const bodies = applicants.map(() => multipart(domesticFields(course.id), { photo }));

    const responses = await Promise.all(
      applicants.map((applicant, index) =>
        instance.app.inject({
          method: 'POST',
          url: '/api/nominations/domestic',
          headers: { ...bodies[index]?.headers, ...applicant.headers },
          payload: bodies[index]?.payload,
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    const counts = statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {});
    expect(counts).toEqual({ 201: APPLICANTS });
    const stored = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.course_id, course.id));
    expect(stored).toHaveLength(APPLICANTS);
  }, 120_000);
});
