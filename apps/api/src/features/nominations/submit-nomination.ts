import { isApplicationWindowOpen } from '@iiidem/shared/courses/application-window';
import { istCalendarDate } from '@iiidem/shared/dates';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import type { TNominationPayload } from '@iiidem/shared/nominations/form-fields';
import { applicationReceivedMail, NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import type { Database } from '../../db/client';
import type {
  applicationDomesticDetails,
  applicationInternationalDetails,
  NominationForm,
} from '../../db/schema/applications';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { newPrivateFileKey, type PrivateFileStore, reencodeImage } from '../../lib/private-files';
import { assertCourseFitsApplicant } from './assert-course-fits-applicant';
import { deleteDraft } from './drafts.repository';
import {
  type Applicant,
  findApplicant,
  findApplicationOf,
  findNominationCourse,
  insertApplication,
  insertDomesticDetails,
  insertInternationalDetails,
  type NominationCourse,
  unknownReferenceValues,
} from './nominations.repository';
import { notifyCoordinators } from './notify-coordinators';

/** The private files folder's area for nomination uploads. */
export const NOMINATION_FILES_AREA = 'nominations';

export type SubmitNominationInput = {
  form: NominationForm;
  userId: number;
  /** Parsed by the form's payload schema. */
  payload: TNominationPayload;
  /** Uploaded bytes by field name (photo, passport_image), not yet judged. */
  uploads: Readonly<Record<string, Buffer>>;
  /** The client's Idempotency-Key header, when sent. */
  idempotencyKey?: string | undefined;
};

export type SubmitNominationDeps = {
  db: Database;
  files: PrivateFileStore;
  now: Date;
  /** PUBLIC_URL: the coordinators' mail links to the application in the back office (issue 19). */
  publicUrl?: string;
};

export type SubmitNominationResult = {
  /** 'replayed': the same submission (same idempotency key) was stored before; nothing new was written. */
  outcome: 'created' | 'replayed';
  id: number;
  application_status: number;
};

function scopedKey(userId: number, key: string | undefined): string | null {
  return key ? `${userId}:${key}` : null;
}

/** The stored application when this is the same submission again, else a 409 saying they already applied. */
async function answerForExisting(
  db: Database,
  input: SubmitNominationInput,
): Promise<SubmitNominationResult | undefined> {
  const existing = await findApplicationOf(db, input.userId, input.payload.course_id);
  const key = scopedKey(input.userId, input.idempotencyKey);
  if (!existing) return undefined;
  if (key !== null && existing.idempotency_key === key) {
    return { outcome: 'replayed', id: existing.id, application_status: existing.application_status };
  }
  throw new HttpError(409, NOMINATION_MESSAGES.alreadyApplied);
}

async function referenceErrors(db: Database, form: NominationForm, values: Record<string, string>) {
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
  return form === 'international'
    ? unknownReferenceValues(db, {
        countryIds: pick('nominating_country', 'birth_country'),
        countryNames: pick('nationality', 'country'),
        countryIsoCodes: pick('country_code'),
      })
    : unknownReferenceValues(db, { stateCodes: pick('state_ut_name') });
}

/** '' means "left empty" in the form; the database keeps null. */
function emptyToNull(values: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '' ? null : value]));
}

function toCountryId(value: string | null | undefined): number | null {
  return value ? Number(value) : null;
}

type InternationalDetails = typeof applicationInternationalDetails.$inferInsert;
type DomesticDetails = typeof applicationDomesticDetails.$inferInsert;

/** What every detail row takes from the profile, the stored files and the course's hostel rule. */
function commonDetails(
  applicationId: number,
  values: Record<string, string>,
  applicant: Applicant,
  course: NominationCourse,
  fileKeys: Record<string, string>,
) {
  // Spec 2 §4: no hostel at the course means the answer is No, whatever was sent.
  const hostel: 'Yes' | 'No' =
    course.course_hostel_facility === 'Yes' && values.hostel_facility === 'Yes' ? 'Yes' : 'No';
  return {
    application_id: applicationId,
    first_name: applicant.first_name,
    last_name: applicant.last_name,
    photo: fileKeys.photo ?? null,
    hostel_facility: hostel,
  };
}

// The payload schemas admit exactly the detail tables' column names, so the values map onto a row one to one.
function internationalDetails(
  applicationId: number,
  values: Record<string, string>,
  applicant: Applicant,
  course: NominationCourse,
  fileKeys: Record<string, string>,
): InternationalDetails {
  const row = emptyToNull(values);
  return {
    ...(row as Partial<InternationalDetails>),
    ...commonDetails(applicationId, values, applicant, course, fileKeys),
    nominating_country: toCountryId(row.nominating_country),
    birth_country: toCountryId(row.birth_country),
    primary_email: applicant.email_id,
    mobile: applicant.mobile_no ?? row.mobile ?? null,
    passport_image: fileKeys.passport_image ?? null,
  };
}

function domesticDetails(
  applicationId: number,
  values: Record<string, string>,
  applicant: Applicant,
  course: NominationCourse,
  fileKeys: Record<string, string>,
): DomesticDetails {
  const row = emptyToNull(values);
  return {
    ...(row as Partial<DomesticDetails>),
    ...commonDetails(applicationId, values, applicant, course, fileKeys),
    email_id: applicant.email_id,
    mobile_no: applicant.mobile_no ?? row.mobile_no ?? null,
  };
}

/**
 * Stores a nomination (security guide, data safety): the course must exist and take applications (until
 * 23:59:59 IST of its end day), one application per applicant and course, images re-encoded; then the
 * application row (status 1), its details, its files and the acknowledgement mail are committed together
 * or not at all — files written before a failure are removed again.
 */
export async function submitNomination(
  deps: SubmitNominationDeps,
  input: SubmitNominationInput,
): Promise<SubmitNominationResult> {
  const { db, files, now } = deps;
  const { form, userId, payload } = input;

  const course = await findNominationCourse(db, payload.course_id);
  if (!course) throw new HttpError(404, NOMINATION_MESSAGES.courseNotFound);
  if (!isApplicationWindowOpen(course.end_to, now)) throw new HttpError(409, NOMINATION_MESSAGES.applicationsClosed);

  const applicant = await findApplicant(db, userId);
  if (!applicant) throw new HttpError(401, MESSAGES.tokenExpired);
  assertCourseFitsApplicant(applicant.user_type, course.program_type_id);

  const errors = await referenceErrors(db, form, payload.values);
  if (errors.length > 0) throw new HttpError(400, API_ERRORS.validation, errors);

  const earlier = await answerForExisting(db, input);
  if (earlier) return earlier;

  const images = await Promise.all(
    Object.entries(input.uploads).map(async ([field, bytes]) => {
      const image = await reencodeImage(bytes, field);
      return { field, ...image, key: newPrivateFileKey(NOMINATION_FILES_AREA, userId, image.extension) };
    }),
  );
  const fileKeys = Object.fromEntries(images.map((image) => [image.field, image.key]));

  // The files are written before the transaction, not in it: on a PostgreSQL server the file store is a table
  // reached through the same pool, and a transaction waiting for a second connection could starve the pool.
  // Anything written is removed again unless this submission's row commits.
  const written: string[] = [];
  let stored: { id: number; application_status: number } | undefined;
  try {
    for (const image of images) {
      await files.write(image.key, image.data);
      written.push(image.key);
    }
    stored = await db.transaction(async (tx) => {
      const application = await insertApplication(tx, {
        user_id: userId,
        course_id: course.id,
        form,
        idempotency_key: scopedKey(userId, input.idempotencyKey),
        now,
      });
      if (!application) return undefined;
      const detailsOf = [application.id, payload.values, applicant, course, fileKeys] as const;
      if (form === 'international') await insertInternationalDetails(tx, internationalDetails(...detailsOf));
      else await insertDomesticDetails(tx, domesticDetails(...detailsOf));
      await enqueueMail(
        tx,
        {
          to: applicant.email_id,
          ...applicationReceivedMail({
            firstName: applicant.first_name,
            courseName: course.course_name,
            // 'IIIDEM/2026/000123', as the dashboard and the acknowledgement show it (issue 17).
            applicationNumber: formatApplicationNumber(application.id, now),
          }),
        },
        now,
      );
      await notifyCoordinators(
        tx,
        {
          applicationId: application.id,
          courseId: course.id,
          courseName: course.course_name,
          applicantName: `${applicant.first_name} ${applicant.last_name}`,
          publicUrl: deps.publicUrl ?? '',
        },
        now,
      );
      // The draft has served its purpose once the nomination is in.
      await deleteDraft(tx, userId, course.id);
      return application;
    });
  } catch (error) {
    await files.remove(written);
    throw error;
  }
  if (stored) return { outcome: 'created', ...stored };
  // Another submission for this pair (or with this key) committed first: its files are the ones kept.
  await files.remove(written);

  const raced = await answerForExisting(db, input);
  if (raced) return raced;
  throw new HttpError(409, NOMINATION_MESSAGES.idempotencyKeyReused);
}

/** Today's date in IST, which the forms' date rules count from. */
export function nominationToday(now: Date): string {
  return istCalendarDate(now);
}
