import type { ApiFieldError } from '@iiidem/shared/api-error';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  type NominationForm,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { countries, states } from '../../db/schema/reference';

/** The database or a transaction of it. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NominationCourse = {
  id: number;
  course_name: string;
  end_to: string;
  course_hostel_facility: 'Yes' | 'No';
  /** Decides who may apply (applyEligibility). */
  program_type_id: number;
};

/** A published course, with what a nomination needs to know about it. */
export async function findNominationCourse(db: Executor, id: number): Promise<NominationCourse | undefined> {
  const [course] = await db
    .select({
      id: courses.id,
      course_name: courses.course_name,
      end_to: courses.end_to,
      course_hostel_facility: courses.course_hostel_facility,
      program_type_id: courses.program_type_id,
    })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return course;
}

export type Applicant = {
  id: number;
  first_name: string;
  last_name: string;
  email_id: string;
  mobile_no: string | null;
  user_type: number | null;
};

/** The profile values a nomination copies (first and last name, e-mail, mobile are read-only on the forms). */
export async function findApplicant(db: Executor, id: number): Promise<Applicant | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email_id: users.email_id,
      mobile_no: users.mobile_no,
      user_type: users.user_type,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user;
}

export type ExistingApplication = { id: number; application_status: number; idempotency_key: string | null };

export async function findApplicationOf(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<ExistingApplication | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      application_status: applications.application_status,
      idempotency_key: applications.idempotency_key,
    })
    .from(applications)
    .where(and(eq(applications.user_id, userId), eq(applications.course_id, courseId)))
    .limit(1);
  return row;
}

/**
 * Inserts the application row (status 1) unless this user already applied to this course or the
 * idempotency key was used: then nothing is inserted and undefined is returned. On PostgreSQL a parallel
 * insert of the same pair waits for the first to commit, then does nothing.
 */
export async function insertApplication(
  tx: Executor,
  row: { user_id: number; course_id: number; form: NominationForm; idempotency_key: string | null; now: Date },
): Promise<{ id: number; application_status: number } | undefined> {
  const [inserted] = await tx
    .insert(applications)
    .values({
      user_id: row.user_id,
      course_id: row.course_id,
      form: row.form,
      application_status: 1,
      idempotency_key: row.idempotency_key,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflictDoNothing()
    .returning({ id: applications.id, application_status: applications.application_status });
  return inserted;
}

type InternationalDetails = typeof applicationInternationalDetails.$inferInsert;
type DomesticDetails = typeof applicationDomesticDetails.$inferInsert;

export async function insertInternationalDetails(tx: Executor, details: InternationalDetails): Promise<void> {
  await tx.insert(applicationInternationalDetails).values(details);
}

export async function insertDomesticDetails(tx: Executor, details: DomesticDetails): Promise<void> {
  await tx.insert(applicationDomesticDetails).values(details);
}

/**
 * Field errors for country and state values that are not in the reference lists: ids (nominating country,
 * country of birth), names (nationality, course country), ISO codes (country code) and state codes.
 */
export async function unknownReferenceValues(
  db: Executor,
  check: {
    countryIds?: Record<string, string>;
    countryNames?: Record<string, string>;
    countryIsoCodes?: Record<string, string>;
    stateCodes?: Record<string, string>;
  },
): Promise<ApiFieldError[]> {
  const filled = (values: Record<string, string> = {}) => Object.entries(values).filter(([, value]) => value !== '');
  const ids = filled(check.countryIds);
  const names = filled(check.countryNames);
  const isoCodes = filled(check.countryIsoCodes);
  const stateCodes = filled(check.stateCodes);
  const errors: ApiFieldError[] = [];

  if (ids.length > 0) {
    const found = await db
      .select({ id: countries.id })
      .from(countries)
      .where(
        inArray(
          countries.id,
          ids.map(([, value]) => Number(value)),
        ),
      );
    const known = new Set(found.map((row) => String(row.id)));
    for (const [field, value] of ids)
      if (!known.has(value)) errors.push({ path: field, msg: NOMINATION_MESSAGES.unknownCountry });
  }
  if (names.length > 0) {
    const found = await db
      .select({ name: countries.name })
      .from(countries)
      .where(
        inArray(
          countries.name,
          names.map(([, value]) => value),
        ),
      );
    const known = new Set(found.map((row) => row.name));
    for (const [field, value] of names)
      if (!known.has(value)) errors.push({ path: field, msg: NOMINATION_MESSAGES.unknownCountry });
  }
  if (isoCodes.length > 0) {
    const found = await db
      .select({ iso: countries.iso })
      .from(countries)
      .where(
        inArray(
          countries.iso,
          isoCodes.map(([, value]) => value),
        ),
      );
    const known = new Set(found.map((row) => row.iso));
    for (const [field, value] of isoCodes) {
      if (!known.has(value)) errors.push({ path: field, msg: NOMINATION_MESSAGES.unknownCountry });
    }
  }
  if (stateCodes.length > 0) {
    const found = await db
      .select({ code: states.st_code })
      .from(states)
      .where(
        inArray(
          states.st_code,
          stateCodes.map(([, value]) => value),
        ),
      );
    const known = new Set(found.map((row) => row.code));
    for (const [field, value] of stateCodes) {
      if (!known.has(value)) errors.push({ path: field, msg: NOMINATION_MESSAGES.unknownState });
    }
  }
  return errors;
}
