import { APPLICATION_STATUS_LABELS, applicationStatusLabel } from '@iiidem/shared/admin/applications';
import { formatParticipantName } from '@iiidem/shared/admin/certificates';
import {
  PARTICIPANT_LIST_MAX,
  type TParticipant,
  type TParticipantAudience,
  type TParticipantCourse,
} from '@iiidem/shared/admin/participants';
import { APPLICATION_STATUS, type ApplicationStatus, GENDERS } from '@iiidem/shared/constants';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import {
  applications,
  certificates,
  applicationDomesticDetails as domestic,
  applicationInternationalDetails as international,
} from '../../db/schema/applications';
import { attendance } from '../../db/schema/attendance';
import { courses } from '../../db/schema/courses';
import { countries, states } from '../../db/schema/reference';

/** The statuses of each message audience (see PARTICIPANT_AUDIENCES). */
export const AUDIENCE_STATUSES: Record<TParticipantAudience, readonly ApplicationStatus[]> = {
  all: [APPLICATION_STATUS.received, APPLICATION_STATUS.approved, APPLICATION_STATUS.waitlisted],
  approved: [APPLICATION_STATUS.approved],
  waitlisted: [APPLICATION_STATUS.waitlisted],
};

export type ParticipantRecord = TParticipant;

export type ParticipantCourseRecord = TParticipantCourse & {
  course_name_hi: string | null;
  location_hi: string | null;
};

export async function findParticipantCourse(
  executor: Executor,
  courseId: number,
): Promise<ParticipantCourseRecord | undefined> {
  const [course] = await executor
    .select({
      id: courses.id,
      course_name: courses.course_name,
      course_name_hi: courses.course_name_hi,
      start_from: courses.start_from,
      end_to: courses.end_to,
      held_from: courses.held_from,
      held_to: courses.held_to,
      location: courses.location,
      location_hi: courses.location_hi,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return course;
}

const nominatingCountry = alias(countries, 'nominating_country');
const phoneCountry = alias(countries, 'phone_country');

/** The order of the list: approved first, then waitlisted, received, rejected, withdrawn; by name within. */
const STATUS_RANK = sql`case ${applications.application_status} when 2 then 1 when 4 then 2 when 1 then 3 when 3 then 4 else 5 end`;

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function genderLabel(code: string | null): string {
  if (!code) return '';
  return GENDERS[code as keyof typeof GENDERS] ?? code;
}

/**
 * A course's nominations with every field a coordinator needs, read from the nomination form (the account's
 * name and e-mail when the form lacks them), at most `limit` rows; `statuses` narrows them to an audience.
 */
export async function findParticipants(
  executor: Executor,
  courseId: number,
  options: { statuses?: readonly ApplicationStatus[]; limit?: number } = {},
): Promise<ParticipantRecord[]> {
  const limit = options.limit ?? PARTICIPANT_LIST_MAX;
  const rows = await executor
    .select({
      id: applications.id,
      status: applications.application_status,
      form: applications.form,
      language: users.language,
      account_first: users.first_name,
      account_last: users.last_name,
      account_email: users.email_id,
      account_mobile: users.mobile_no,
      account_gender: users.gender,
      d_title: domestic.title,
      d_first: domestic.first_name,
      d_middle: domestic.middle_name,
      d_last: domestic.last_name,
      d_gender: domestic.gender,
      d_dob: domestic.dob,
      d_mobile: domestic.mobile_no,
      d_email: domestic.email_id,
      d_work_place: domestic.current_work_place,
      d_designation: domestic.designation,
      d_state: states.st_name,
      d_state_code: domestic.state_ut_name,
      d_hostel: domestic.hostel_facility,
      i_title: international.title,
      i_first: international.first_name,
      i_middle: international.middle_name,
      i_last: international.last_name,
      i_gender: international.gender,
      i_dob: international.dob,
      i_mobile: international.mobile,
      i_phone_code: phoneCountry.phonecode,
      i_email: international.primary_email,
      i_employer: international.employer_name,
      i_department: international.department,
      i_designation: international.designation,
      i_country: nominatingCountry.nicename,
      i_hostel: international.hostel_facility,
      certificate_number: certificates.certificate_number,
      attended_days: sql<number>`(select count(*)::int from ${attendance} where ${attendance.application_id} = ${applications.id})`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(domestic, eq(domestic.application_id, applications.id))
    .leftJoin(states, eq(states.st_code, domestic.state_ut_name))
    .leftJoin(international, eq(international.application_id, applications.id))
    .leftJoin(nominatingCountry, eq(nominatingCountry.id, international.nominating_country))
    .leftJoin(phoneCountry, eq(phoneCountry.iso, international.country_code))
    .leftJoin(certificates, and(eq(certificates.application_id, applications.id), isNull(certificates.revoked_at)))
    .where(
      and(
        eq(applications.course_id, courseId),
        options.statuses ? inArray(applications.application_status, [...options.statuses]) : undefined,
      ),
    )
    .orderBy(
      STATUS_RANK,
      sql`lower(coalesce(${domestic.first_name}, ${international.first_name}, ${users.first_name}))`,
      asc(applications.id),
    )
    .limit(limit);

  return rows.map((row): ParticipantRecord => {
    const international = row.form === 'international';
    const first = international ? row.i_first : row.d_first;
    const name = first
      ? formatParticipantName(
          international
            ? { title: row.i_title, first_name: first, middle_name: row.i_middle, last_name: row.i_last }
            : { title: row.d_title, first_name: first, middle_name: row.d_middle, last_name: row.d_last },
        )
      : formatParticipantName({ first_name: row.account_first, last_name: row.account_last });
    const mobile = international
      ? text(row.i_mobile) && row.i_phone_code
        ? `+${row.i_phone_code} ${text(row.i_mobile)}`
        : text(row.i_mobile)
      : text(row.d_mobile);
    return {
      application_id: row.id,
      name,
      designation: text(international ? row.i_designation : row.d_designation),
      work_place: international
        ? [text(row.i_employer), text(row.i_department)].filter(Boolean).join(', ')
        : text(row.d_work_place),
      state_or_country: international ? text(row.i_country) : text(row.d_state ?? row.d_state_code),
      mobile: mobile || text(row.account_mobile),
      email: text(international ? row.i_email : row.d_email) || row.account_email,
      gender: genderLabel(international ? row.i_gender : row.d_gender) || genderLabel(row.account_gender),
      date_of_birth: text(international ? row.i_dob : row.d_dob),
      hostel: text(international ? row.i_hostel : row.d_hostel),
      status: row.status,
      status_label: APPLICATION_STATUS_LABELS[row.status] ?? applicationStatusLabel(row.status),
      attended_days: Number(row.attended_days),
      certificate_number: text(row.certificate_number),
      language: row.language,
    };
  });
}

/** How many nominations the course has (to say when the list is cut at PARTICIPANT_LIST_MAX). */
export async function countParticipants(executor: Executor, courseId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.course_id, courseId));
  return row?.count ?? 0;
}
