import type { TAdminApplicationDetail, TTimelineEntry } from '@iiidem/shared/admin/applications';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  applications,
  applicationDomesticDetails as domestic,
  applicationInternationalDetails as international,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { countries, programTypes, states } from '../../db/schema/reference';
import { listAuditEntries } from '../../lib/audit-log';
import { parsePrivateFileKey, privateFilePath } from '../../lib/private-files';

/** The audit entity of an application (its audit rows are its timeline). */
export const APPLICATION_ENTITY = 'application';

const FILE_FIELDS = new Set(['photo', 'passport_image']);
const COUNTRY_ID_FIELDS = ['nominating_country', 'birth_country'] as const;

/** A stored file as staff fetch it: '/api/private-files/<key>' (with their bearer token). */
function fileAddress(stored: string | null): string | null {
  if (!stored) return null;
  return parsePrivateFileKey(stored) ? privateFilePath(stored) : stored;
}

/** Every column of a nomination's details row as text, by its payload name (files as their API path). */
function detailsAsText(row: Record<string, unknown>): Record<string, string | null> {
  const details: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name === 'application_id') continue;
    if (FILE_FIELDS.has(name)) details[name] = fileAddress(value as string | null);
    else details[name] = value === null || value === undefined ? null : String(value);
  }
  return details;
}

/** Readable names of the coded values: the state's name, the countries' names. */
async function valueNames(db: Database, details: Record<string, string | null>): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const stateCode = details.state_ut_name;
  if (stateCode) {
    const [state] = await db
      .select({ name: states.st_name })
      .from(states)
      .where(eq(states.st_code, stateCode))
      .limit(1);
    if (state) names.state_ut_name = state.name;
  }
  const ids = COUNTRY_ID_FIELDS.map((field) => Number(details[field])).filter((id) => Number.isInteger(id) && id > 0);
  const iso = details.country_code;
  if (ids.length === 0 && !iso) return names;
  const conditions = [
    ids.length > 0 ? inArray(countries.id, ids) : undefined,
    iso ? eq(countries.iso, iso) : undefined,
  ];
  const rows = await db
    .select({ id: countries.id, iso: countries.iso, nicename: countries.nicename })
    .from(countries)
    .where(or(...conditions));
  for (const field of COUNTRY_ID_FIELDS) {
    const country = rows.find((row) => String(row.id) === details[field]);
    if (country) names[field] = country.nicename;
  }
  const byIso = iso ? rows.find((row) => row.iso === iso) : undefined;
  if (byIso) names.country_code = byIso.nicename;
  return names;
}

function displayName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The timeline of an application: its audit entries, oldest first. */
export async function findApplicationTimeline(db: Database, id: number): Promise<TTimelineEntry[]> {
  const entries = await listAuditEntries(db, APPLICATION_ENTITY, id);
  return entries.map((entry) => ({
    id: Number(entry.id),
    action: entry.action,
    from: entry.from_value ?? null,
    to: entry.to_value ?? null,
    note: entry.note,
    created_at: entry.created_at.toISOString(),
    actor:
      entry.actor_user_id === null
        ? null
        : {
            id: entry.actor_user_id,
            name: displayName(entry.actor_first_name, entry.actor_last_name),
            email: entry.actor_email ?? '',
          },
  }));
}

/** One application with its applicant, course, every nomination field and its timeline; undefined if unknown. */
export async function findApplicationDetail(db: Database, id: number): Promise<TAdminApplicationDetail | undefined> {
  const [row] = await db
    .select({
      application: applications,
      applicant: {
        id: users.id,
        title: users.title,
        first_name: users.first_name,
        middle_name: users.middle_name,
        last_name: users.last_name,
        email: users.email_id,
        mobile_no: users.mobile_no,
        user_type: users.user_type,
        active: users.active,
      },
      course: {
        id: courses.id,
        course_name: courses.course_name,
        start_from: courses.start_from,
        end_to: courses.end_to,
        program_type_id: courses.program_type_id,
        program_type: programTypes.program_name,
        course_type: courses.course_type,
        location: courses.location,
      },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id))
    .where(eq(applications.id, id))
    .limit(1);
  if (!row) return undefined;

  const table = row.application.form === 'international' ? international : domestic;
  const [stored] = await db.select().from(table).where(eq(table.application_id, id)).limit(1);
  const details = stored ? detailsAsText(stored as Record<string, unknown>) : {};
  const { application } = row;
  return {
    id: application.id,
    form: application.form,
    status: application.application_status,
    status_note: application.status_note,
    created_at: application.created_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    completed_at: application.completed_at ? application.completed_at.toISOString() : null,
    applicant: row.applicant,
    course: row.course,
    details,
    value_names: await valueNames(db, details),
    timeline: await findApplicationTimeline(db, id),
  };
}
