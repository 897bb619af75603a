import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { sessions, users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  type NominationForm,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { countries, states } from '../../db/schema/reference';

export type ApplicationRow = {
  id: number;
  application_status: number;
  created_at: Date;
  completed_at: Date | null;
  certificate_pdf: string | null;
  certificate_jpg: string | null;
  course: {
    id: number;
    course_name: string;
    /** Each `xHi` is the Hindi of `x` (the `_hi` column), '' when staff have not written it. */
    course_nameHi: string;
    program_desc: string | null;
    program_descHi: string;
    start_from: string;
    end_to: string;
    held_from: string | null;
    held_to: string | null;
    location: string | null;
    locationHi: string;
    course_type: string | null;
    course_typeHi: string;
    program_type_id: number | null;
  };
};

/**
 * A user's applications for My Courses (spec 1 §2): 'applied' are those not completed (any status 1-4),
 * newest course first; 'completed' are those the institute marked completed, latest completion first.
 */
export async function findApplicationsOf(
  db: Database,
  userId: number,
  list: 'applied' | 'completed',
): Promise<ApplicationRow[]> {
  return db
    .select({
      id: applications.id,
      application_status: applications.application_status,
      created_at: applications.created_at,
      completed_at: applications.completed_at,
      certificate_pdf: applications.certificate_pdf,
      certificate_jpg: applications.certificate_jpg,
      course: {
        id: courses.id,
        course_name: courses.course_name,
        course_nameHi: courses.course_name_hi,
        program_desc: courses.program_desc,
        program_descHi: courses.program_desc_hi,
        start_from: courses.start_from,
        end_to: courses.end_to,
        held_from: courses.held_from,
        held_to: courses.held_to,
        location: courses.location,
        locationHi: courses.location_hi,
        course_type: courses.course_type,
        course_typeHi: courses.course_type_hi,
        program_type_id: courses.program_type_id,
      },
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .where(
      and(
        eq(applications.user_id, userId),
        list === 'completed' ? isNotNull(applications.completed_at) : isNull(applications.completed_at),
      ),
    )
    .orderBy(list === 'completed' ? desc(applications.completed_at) : desc(courses.start_from), desc(applications.id));
}

/** The stored token hash of a session, the secret private-file addresses are signed with. */
export type SigningSession = { user_id: number; role: string };

/**
 * A session that may still open signed file addresses: not revoked, before its absolute expiry, used
 * within the idle window, its account active.
 */
export async function findLiveSigningSession(
  db: Database,
  sessionId: number,
  now: Date,
  idleMinutes: number,
): Promise<SigningSession | undefined> {
  const [row] = await db
    .select({
      user_id: sessions.user_id,
      role: users.role,
      active: users.active,
      revoked_at: sessions.revoked_at,
      expires_at: sessions.expires_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, sessionId))
    .orderBy(asc(sessions.id))
    .limit(1);
  if (!row || row.revoked_at || !row.active) return undefined;
  if (row.expires_at <= now) return undefined;
  if (row.last_seen_at.getTime() <= now.getTime() - idleMinutes * 60_000) return undefined;
  return { user_id: row.user_id, role: row.role };
}

/** One application of the user with what the view, the acknowledgement and the calendar file show. */
export type MyApplicationRow = {
  id: number;
  form: NominationForm;
  application_status: number;
  created_at: Date;
  completed_at: Date | null;
  language: 'en' | 'hi';
  course: {
    id: number;
    course_name: string;
    course_name_hi: string | null;
    start_from: string;
    end_to: string;
    held_from: string | null;
    held_to: string | null;
    location: string | null;
    location_hi: string | null;
    course_type: string | null;
  };
};

/** The user's application with this id; undefined when there is none or it is someone else's. */
export async function findMyApplication(
  db: Executor,
  userId: number,
  id: number,
): Promise<MyApplicationRow | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      form: applications.form,
      application_status: applications.application_status,
      created_at: applications.created_at,
      completed_at: applications.completed_at,
      language: users.language,
      course: {
        id: courses.id,
        course_name: courses.course_name,
        course_name_hi: courses.course_name_hi,
        start_from: courses.start_from,
        end_to: courses.end_to,
        held_from: courses.held_from,
        held_to: courses.held_to,
        location: courses.location,
        location_hi: courses.location_hi,
        course_type: courses.course_type,
      },
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(and(eq(applications.id, id), eq(applications.user_id, userId)))
    .limit(1);
  return row;
}

/** The nomination's stored fields by their payload names (undefined when the form's row is missing). */
export async function findNominationDetails(
  db: Executor,
  form: NominationForm,
  applicationId: number,
): Promise<Record<string, unknown> | undefined> {
  const table = form === 'domestic' ? applicationDomesticDetails : applicationInternationalDetails;
  const [row] = await db.select().from(table).where(eq(table.application_id, applicationId)).limit(1);
  return row;
}

/** Country names by id (the international form stores the nominating and birth countries by id). */
export async function findCountryNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, nicename: countries.nicename })
    .from(countries)
    .where(inArray(countries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.nicename]));
}

/** The name of a state or union territory by its code. */
export async function findStateName(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db.select({ name: states.st_name }).from(states).where(eq(states.st_code, code)).limit(1);
  return row?.name;
}

/**
 * Marks the application withdrawn when it is still the user's, Received and not completed (checked in the
 * update itself, so a reviewer's change at the same moment wins or loses cleanly); true when it was changed.
 */
export async function markWithdrawn(tx: Executor, userId: number, id: number, now: Date): Promise<boolean> {
  const changed = await tx
    .update(applications)
    .set({ application_status: APPLICATION_STATUS.withdrawn, updated_at: now })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.user_id, userId),
        eq(applications.application_status, APPLICATION_STATUS.received),
        isNull(applications.completed_at),
      ),
    )
    .returning({ id: applications.id });
  return changed.length > 0;
}
