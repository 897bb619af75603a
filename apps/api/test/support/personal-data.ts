import { randomBytes } from 'node:crypto';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { expect } from 'vitest';
import type { AppInstance } from '../../src/app';
import type { Database } from '../../src/db/client';
import { certificates } from '../../src/db/schema/applications';
import { attendance } from '../../src/db/schema/attendance';
import { applicationNotes } from '../../src/db/schema/review-aids';
import { ensureReferenceData } from '../../src/db/seed/reference-data';
import { recordAudit } from '../../src/lib/audit-log';
import { bearer, captcha, createVerifiedUser, postSignIn, signIn, uniqueEmail } from './accounts';
import { domesticFields, insertCourse, internationalFields, multipart, sampleImage } from './nominations';

/** Test-only helpers for the person's data (issue 17): a person with a row in every table that can be about them. */

export type Person = {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  headers: { authorization: string };
  applicationId: number;
  userType: 2 | 4;
};

/** Letters only, unlikely anywhere else in the database (names are matched as text by the erasure tests). */
function rareWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `Zq${Array.from(randomBytes(8), (byte) => letters[byte % letters.length]).join('')}`;
}

/**
 * A verified, signed-in applicant (domestic, or international with `userType: 4`) with a nomination (photo, and
 * for the international form a passport image) that carries their name, e-mail and mobile, an issued certificate,
 * a staff note in the audit log, a draft for another course, a feedback message, a failed sign-in and their mails.
 */
export async function personWithData(app: AppInstance, db: Database, userType: 2 | 4 = 2): Promise<Person> {
  await ensureReferenceData(db);
  const firstName = rareWord();
  const lastName = rareWord();
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '7')}`;
  const email = uniqueEmail(firstName.toLowerCase());
  const user = await createVerifiedUser(app, db, {
    user_type: userType,
    first_name: firstName,
    last_name: lastName,
    email_id: email,
    mobile_no: mobile,
  });
  const headers = bearer(await signIn(app, db, email, user.password));
  expect((await postSignIn(app, email, 'Wrong@Pass99')).statusCode).toBe(400);

  const programTypeId = userType === 4 ? PROGRAM_TYPE.international : PROGRAM_TYPE.domestic;
  const course = await insertCourse(db, { programTypeId });
  const names = { first_name: firstName, last_name: lastName };
  const body =
    userType === 4
      ? multipart(internationalFields(course.id, { ...names, primary_email: email, mobile, passport_no: 'Z9876543' }), {
          photo: await sampleImage('jpg'),
          passport_image: await sampleImage('png'),
        })
      : multipart(domesticFields(course.id, { ...names, email_id: email, mobile_no: mobile }), {
          photo: await sampleImage('jpg'),
        });
  const applied = await app.inject({
    method: 'POST',
    url: `/api/nominations/${userType === 4 ? 'international' : 'domestic'}`,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId: number = applied.json().data.id;

  await db.insert(certificates).values({
    application_id: applicationId,
    certificate_number: `IIIDEM-T-${randomBytes(4).toString('hex')}`,
  });
  await db.insert(attendance).values({ application_id: applicationId, day: '2026-01-05', marked_by: user.id });
  await db
    .insert(applicationNotes)
    .values({ application_id: applicationId, author_id: null, body: `Called ${firstName}` });
  await recordAudit(
    db,
    {
      actorUserId: user.id,
      action: 'application.status',
      entity: 'application',
      entityId: applicationId,
      from: { status: 1 },
      to: { status: 2 },
      note: `Approved: ${firstName} ${lastName} called on ${mobile}`,
    },
    new Date(),
  );

  const other = await insertCourse(db, { programTypeId });
  const draft = await app.inject({
    method: 'PUT',
    url: `/api/nominations/drafts/${other.id}`,
    headers,
    payload: { form: userType === 4 ? 'international' : 'domestic', data: { first_name: firstName } },
  });
  expect(draft.statusCode, draft.body).toBe(200);

  const feedback = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      name: `${firstName} ${lastName}`,
      email,
      phone: mobile,
      category: 'website',
      message: `Please call me on ${mobile}.`,
      consent: true,
      ...(await captcha(app)),
    },
  });
  expect(feedback.statusCode, feedback.body).toBe(201);

  return { id: user.id, email, password: user.password, firstName, lastName, mobile, headers, applicationId, userType };
}

/** Asks for the person's account to be deleted; answers the request's id. */
export async function requestDeletion(app: AppInstance, person: Person): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/personal-data/deletion-request',
    headers: person.headers,
    payload: { password: person.password },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}
