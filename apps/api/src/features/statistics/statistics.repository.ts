import {
  ADMIN_HOME_COURSES_MAX,
  type TAdminHomeCourse,
  type TStatistics,
  type TStatisticsRow,
  type TStatisticsTable,
} from '@iiidem/shared/admin/statistics';
import { APPLICATION_STATUS, GENDERS } from '@iiidem/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * The back-office home: each course with applications, its applications counted by status in one pass
 * (GROUP BY on applications_course_status_idx), the newest held first. `newSince`: the first instant a
 * "new" application may have been sent.
 */
export async function countApplicationsByCourse(db: Database, newSince: Date): Promise<TAdminHomeCourse[]> {
  const rows = await rowsOf<{
    course_id: number;
    course_name: string;
    held_from: string | null;
    capacity: number | null;
    new: string;
    to_review: string;
    approved: string;
    waitlisted: string;
    completed: string;
  }>(
    db,
    sql`
      with counted as (
        select a.course_id,
               count(*) filter (where a.application_status = ${APPLICATION_STATUS.received}
                                  and a.created_at >= ${newSince.toISOString()}::timestamptz) as new,
               count(*) filter (where a.application_status = ${APPLICATION_STATUS.received}) as to_review,
               count(*) filter (where a.application_status = ${APPLICATION_STATUS.approved}) as approved,
               count(*) filter (where a.application_status = ${APPLICATION_STATUS.waitlisted}) as waitlisted,
               count(*) filter (where a.completed_at is not null) as completed
          from applications a
         group by a.course_id
      )
      select c.id as course_id, c.course_name, c.held_from::text as held_from, c.capacity,
             counted.new, counted.to_review, counted.approved, counted.waitlisted, counted.completed
        from counted join courses c on c.id = counted.course_id
       order by c.held_from desc nulls last, c.start_from desc, c.id desc
       limit ${ADMIN_HOME_COURSES_MAX}`,
  );
  return rows.map((row) => {
    const approved = Number(row.approved);
    return {
      course_id: row.course_id,
      course_name: row.course_name,
      held_from: row.held_from,
      new: Number(row.new),
      to_review: Number(row.to_review),
      approved,
      waitlisted: Number(row.waitlisted),
      completed: Number(row.completed),
      seats_left: row.capacity === null ? null : Math.max(0, row.capacity - approved),
    };
  });
}

const GENDER_NAMES: Record<string, string> = GENDERS;

/** The participants' dimension each table groups by (SQL over the `participants` rows below). */
const DIMENSIONS: Record<TStatisticsTable, SQL> = {
  program_type: sql`program_type`,
  course: sql`course`,
  state: sql`state`,
  country: sql`country`,
  gender: sql`gender`,
  year: sql`year::text`,
};

const NOT_GIVEN = 'Not given';

/**
 * Participants (completed applications) in the years' range, one row each with what the tables group by.
 * Domestic applicants count for India and their state; international ones for their nominating country.
 */
function participants(fromYear: number | undefined, toYear: number | undefined): SQL {
  const year = sql`extract(year from coalesce(c.held_from, c.start_from))::int`;
  return sql`
    select c.id as course_id,
           coalesce(pt.program_name, ${NOT_GIVEN}) as program_type,
           c.course_name || ' (' || to_char(coalesce(c.held_from, c.start_from), 'DD-MM-YYYY') || ')' as course,
           ${year} as year,
           case when a.form = 'domestic' then coalesce(nullif(d.state_ut_name, ''), ${NOT_GIVEN})
                else 'Outside India' end as state,
           case when a.form = 'domestic' then 'India'
                else coalesce(co.nicename, ${NOT_GIVEN}) end as country,
           coalesce(nullif(coalesce(d.gender, i.gender), ''), ${NOT_GIVEN}) as gender
      from applications a
      join courses c on c.id = a.course_id
      left join program_types pt on pt.id = c.program_type_id
      left join application_domestic_details d on d.application_id = a.id
      left join application_international_details i on i.application_id = a.id
      left join countries co on co.id = i.nominating_country
     where a.completed_at is not null
       ${fromYear === undefined ? sql`` : sql`and ${year} >= ${fromYear}`}
       ${toYear === undefined ? sql`` : sql`and ${year} <= ${toYear}`}`;
}

/** Participants, the courses they took part in and the countries they came from, in the years' range. */
export async function countParticipants(
  db: Database,
  range: { fromYear?: number; toYear?: number },
): Promise<{ participants: number; courses: number; countries: number }> {
  const [totals] = await rowsOf<{ participants: string; courses: string; countries: string }>(
    db,
    sql`select count(*) as participants, count(distinct course_id) as courses,
               count(distinct country) filter (where country <> ${NOT_GIVEN}) as countries
          from (${participants(range.fromYear, range.toYear)}) p`,
  );
  return {
    participants: Number(totals?.participants ?? 0),
    courses: Number(totals?.courses ?? 0),
    countries: Number(totals?.countries ?? 0),
  };
}

/** Every statistics table for the years' range, each grouped in the database (largest first; years in order). */
export async function computeStatistics(
  db: Database,
  range: { fromYear?: number; toYear?: number },
): Promise<TStatistics> {
  const base = participants(range.fromYear, range.toYear);
  const tables = {} as Record<TStatisticsTable, TStatisticsRow[]>;
  for (const table of Object.keys(DIMENSIONS) as TStatisticsTable[]) {
    const order = table === 'year' ? sql`label` : sql`count(*) desc, label`;
    const rows = await rowsOf<{ label: string; count: string }>(
      db,
      sql`select ${DIMENSIONS[table]} as label, count(*) as count from (${base}) p group by 1 order by ${order}`,
    );
    tables[table] = rows.map((row) => ({
      label: table === 'gender' ? (GENDER_NAMES[row.label] ?? row.label) : row.label,
      count: Number(row.count),
    }));
  }
  return {
    from_year: range.fromYear ?? null,
    to_year: range.toYear ?? null,
    ...(await countParticipants(db, range)),
    tables,
  };
}
