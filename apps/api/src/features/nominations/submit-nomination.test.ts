import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import {
  domesticFields,
  insertCourse,
  internationalFields,
  privateFilesIn,
  sampleImage,
} from '../../../test/support/nominations';
import { applicationInternationalDetails, applications } from '../../db/schema/applications';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { type PrivateFileStore, privateFilesOf } from '../../lib/private-files';
import { submitNomination } from './submit-nomination';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let applicant: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 4, mobile_no: '2348012345678' });
});

/** A store that writes normally until the n-th write, which fails like a full disk. */
function failingAtWrite(n: number, inner: PrivateFileStore): PrivateFileStore & { writes: number } {
  const store = {
    writes: 0,
    async write(key: string, data: Buffer) {
      store.writes += 1;
      if (store.writes === n) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      await inner.write(key, data);
    },
    read: inner.read,
    remove: inner.remove,
  };
  return store;
}

function payloadOf(fields: Record<string, string>) {
  const { course_id: courseId, ...values } = fields;
  return { course_id: Number(courseId), values: { ...values, hostel_facility: values.hostel_facility || 'No' } };
}

describe('submitNomination commits the row, its details, its files and its mail together or not at all', () => {
  it('leaves no row, no details, no file and no mail when the second file fails to write', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { programTypeId: PROGRAM_TYPE.international });
    const store = failingAtWrite(2, privateFilesOf(ctx.app.files));
    const mailsBefore = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, applicant.email));
    const filesBefore = await privateFilesIn(ctx.app.files);

    await expect(
      submitNomination(
        { db, files: store, now: new Date() },
        {
          form: 'international',
          userId: applicant.id,
          payload: payloadOf(internationalFields(course.id)),
          uploads: { photo: (await sampleImage('jpg')).data, passport_image: (await sampleImage('png')).data },
        },
      ),
    ).rejects.toThrow('ENOSPC');

    expect(store.writes).toBe(2);
    expect(await db.select().from(applications).where(eq(applications.course_id, course.id))).toHaveLength(0);
    expect(await db.select().from(applicationInternationalDetails)).toHaveLength(0);
    expect(await privateFilesIn(ctx.app.files)).toEqual(filesBefore);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, applicant.email))).toEqual(mailsBefore);

    // The applicant can simply submit again once the disk is fine.
    const retry = await submitNomination(
      { db, files: privateFilesOf(ctx.app.files), now: new Date() },
      {
        form: 'international',
        userId: applicant.id,
        payload: payloadOf(internationalFields(course.id)),
        uploads: { photo: (await sampleImage('jpg')).data, passport_image: (await sampleImage('png')).data },
      },
    );
    expect(retry.outcome).toBe('created');
    expect((await privateFilesIn(ctx.app.files)).length).toBe(filesBefore.length + 2);
  });

  it('leaves no application row when the database refuses the details after the row was inserted', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { programTypeId: PROGRAM_TYPE.international });
    const filesBefore = await privateFilesIn(ctx.app.files);
    await expect(
      submitNomination(
        { db, files: privateFilesOf(ctx.app.files), now: new Date() },
        {
          form: 'domestic',
          userId: applicant.id,
          // A date the schema would never let through stands in for any database failure after the first insert.
          payload: {
            ...payloadOf(domesticFields(course.id)),
            values: { ...payloadOf(domesticFields(course.id)).values, dob: 'not a date' },
          },
          uploads: { photo: (await sampleImage('jpg')).data },
        },
      ),
    ).rejects.toThrow();
    expect(await db.select().from(applications).where(eq(applications.course_id, course.id))).toHaveLength(0);
    expect(await privateFilesIn(ctx.app.files)).toEqual(filesBefore);
  });

  it('stores one application from 10 parallel submits that all passed the early duplicate check', async () => {
    const db = ctx.database.db;
    const course = await insertCourse(db, { programTypeId: PROGRAM_TYPE.international });
    const inner = privateFilesOf(ctx.app.files);
    // Slow writes keep the first transaction open while the others arrive: the unique pair decides.
    const slow: PrivateFileStore = {
      ...inner,
      async write(key, data) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await inner.write(key, data);
      },
    };
    const filesBefore = await privateFilesIn(ctx.app.files);
    const photo = (await sampleImage('png')).data;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        submitNomination(
          { db, files: slow, now: new Date() },
          {
            form: 'international',
            userId: applicant.id,
            payload: payloadOf(internationalFields(course.id)),
            uploads: { photo },
            idempotencyKey: `race-${index}-abcdefgh`,
          },
        ),
      ),
    );
    const created = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        message: 'You have already applied for this course.',
      });
    }
    expect(await db.select().from(applications).where(eq(applications.course_id, course.id))).toHaveLength(1);
    expect((await privateFilesIn(ctx.app.files)).length).toBe(filesBefore.length + 1);
  });
});
