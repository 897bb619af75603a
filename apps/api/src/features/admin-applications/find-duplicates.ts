import { DUPLICATE_MATCHES, type TDuplicate, type TDuplicateMatch } from '@iiidem/shared/admin/review-aids';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import {
  applications,
  applicationDomesticDetails as domestic,
  applicationInternationalDetails as international,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { emailKey, mobileKey, nameKey, passportKey } from '../../db/schema/identity-keys';

/** A mobile key shorter than this (a typo, "0") matches nothing. */
const MOBILE_KEY_MIN_LENGTH = 7;

type Row = {
  id: number;
  first_name: string;
  last_name: string;
  course_name: string;
  status: number;
  created_at: Date | string;
  matches: string[];
};

/** The duplicates query of findDuplicates (exported for the test that reads its plan). */
export function findDuplicatesQuery(id: number): SQL {
  const me = sql`me`;
  // Each branch: application ids in one nomination table whose key equals the target's.
  const branch = (table: typeof domestic | typeof international, match: TDuplicateMatch, on: SQL): SQL =>
    sql`select ${table.application_id} as application_id, ${match}::text as match from ${table}, ${me} where ${on}`;
  const d = domestic;
  const i = international;
  return sql`
    with ${me} as (
      select ${applications.user_id} as user_id,
        coalesce(${nameKey(d.first_name, d.last_name)}, ${nameKey(i.first_name, i.last_name)}) as name_key,
        coalesce(${d.dob}, ${i.dob}) as dob,
        nullif(coalesce(${mobileKey(d.mobile_no)}, ${mobileKey(i.mobile)}), '') as mobile_key,
        nullif(coalesce(${emailKey(d.email_id)}, ${emailKey(i.primary_email)}), '') as email_key,
        nullif(${passportKey(i.passport_no)}, '') as passport_key
      from ${applications}
      left join ${d} on ${d.application_id} = ${applications.id}
      left join ${i} on ${i.application_id} = ${applications.id}
      where ${applications.id} = ${id}
    ),
    hits as (
      ${branch(d, 'name_dob', sql`${nameKey(d.first_name, d.last_name)} = me.name_key and ${d.dob} = me.dob`)}
      union all
      ${branch(i, 'name_dob', sql`${nameKey(i.first_name, i.last_name)} = me.name_key and ${i.dob} = me.dob`)}
      union all
      ${branch(d, 'mobile', sql`${mobileKey(d.mobile_no)} = me.mobile_key and length(me.mobile_key) >= ${MOBILE_KEY_MIN_LENGTH}`)}
      union all
      ${branch(i, 'mobile', sql`${mobileKey(i.mobile)} = me.mobile_key and length(me.mobile_key) >= ${MOBILE_KEY_MIN_LENGTH}`)}
      union all
      ${branch(d, 'email', sql`${emailKey(d.email_id)} = me.email_key`)}
      union all
      ${branch(i, 'email', sql`${emailKey(i.primary_email)} = me.email_key`)}
      union all
      ${branch(i, 'passport', sql`${passportKey(i.passport_no)} = me.passport_key`)}
    )
    select ${applications.id} as id, ${users.first_name} as first_name, ${users.last_name} as last_name,
      ${courses.course_name} as course_name, ${applications.application_status} as status,
      ${applications.created_at} as created_at, array_agg(distinct hits.match) as matches
    from hits
    join ${applications} on ${applications.id} = hits.application_id
    join ${users} on ${users.id} = ${applications.user_id}
    join ${courses} on ${courses.id} = ${applications.course_id}
    where ${applications.id} <> ${id} and ${applications.user_id} <> (select user_id from me)
    group by ${applications.id}, ${users.first_name}, ${users.last_name}, ${courses.course_name}
    order by count(distinct hits.match) desc, ${applications.created_at} desc, ${applications.id} desc
    limit 50
  `;
}

/**
 * Other applications that look like the same person as application `id` (issue 19): the same name (case and
 * spaces aside) and date of birth, or the same mobile (last ten digits), e-mail or passport number, in either
 * nomination form. Applications of the same account are left out: one person applying to several courses is
 * expected. One query; each branch reads an expression index (identity-keys.ts).
 * The strongest matches first (most reasons), then the newest, at most 50.
 */
export async function findDuplicates(db: Database, id: number): Promise<TDuplicate[]> {
  const result = await db.execute(findDuplicatesQuery(id));
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    id: Number(row.id),
    applicant: `${row.first_name} ${row.last_name}`,
    course_name: row.course_name,
    status: Number(row.status) as ApplicationStatus,
    created_at: new Date(row.created_at).toISOString(),
    matches: DUPLICATE_MATCHES.filter((match) => row.matches.includes(match)),
  }));
}

/**
 * Which of these applications (a page of the list, at most a few hundred) have a possible duplicate, by the same
 * rules as findDuplicates: one query, each branch an index lookup per application.
 */
export async function findIdsWithDuplicates(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const d = domestic;
  const i = international;
  const branch = (table: typeof domestic | typeof international, on: SQL): SQL =>
    sql`select me.app_id, me.user_id, ${table.application_id} as other_id from ${table} join me on ${on}`;
  const result = await db.execute(sql`
    with me as (
      select ${applications.id} as app_id, ${applications.user_id} as user_id,
        coalesce(${nameKey(d.first_name, d.last_name)}, ${nameKey(i.first_name, i.last_name)}) as name_key,
        coalesce(${d.dob}, ${i.dob}) as dob,
        nullif(coalesce(${mobileKey(d.mobile_no)}, ${mobileKey(i.mobile)}), '') as mobile_key,
        nullif(coalesce(${emailKey(d.email_id)}, ${emailKey(i.primary_email)}), '') as email_key,
        nullif(${passportKey(i.passport_no)}, '') as passport_key
      from ${applications}
      left join ${d} on ${d.application_id} = ${applications.id}
      left join ${i} on ${i.application_id} = ${applications.id}
      where ${inArray(applications.id, [...ids])}
    ),
    hits as (
      ${branch(d, sql`${nameKey(d.first_name, d.last_name)} = me.name_key and ${d.dob} = me.dob`)}
      union all
      ${branch(i, sql`${nameKey(i.first_name, i.last_name)} = me.name_key and ${i.dob} = me.dob`)}
      union all
      ${branch(d, sql`${mobileKey(d.mobile_no)} = me.mobile_key and length(me.mobile_key) >= ${MOBILE_KEY_MIN_LENGTH}`)}
      union all
      ${branch(i, sql`${mobileKey(i.mobile)} = me.mobile_key and length(me.mobile_key) >= ${MOBILE_KEY_MIN_LENGTH}`)}
      union all
      ${branch(d, sql`${emailKey(d.email_id)} = me.email_key`)}
      union all
      ${branch(i, sql`${emailKey(i.primary_email)} = me.email_key`)}
      union all
      ${branch(i, sql`${passportKey(i.passport_no)} = me.passport_key`)}
    )
    select distinct hits.app_id
    from hits join ${applications} on ${applications.id} = hits.other_id
    where hits.other_id <> hits.app_id and ${applications.user_id} <> hits.user_id
  `);
  return new Set((result as unknown as { rows: { app_id: number }[] }).rows.map((row) => Number(row.app_id)));
}
