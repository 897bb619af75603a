import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';

export type ApplicationRow = {
  id: number;
  application_status: number;
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
    location: string | null;
    locationHi: string;
    course_type: string | null;
    course_typeHi: string;
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
        location: courses.location,
        locationHi: courses.location_hi,
        course_type: courses.course_type,
        course_typeHi: courses.course_type_hi,
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
