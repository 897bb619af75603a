/**
 * Seeds a PostgreSQL database with 100× the demo data, for timing the back office (issue 13):
 * 10,000 courses, 100,000 users, 200,000 applications (with their domestic or international nomination
 * details), 50,000 news items and 500 vacancies. Every row is made in SQL with `INSERT ... SELECT
 * generate_series`, so seeding takes seconds.
 *
 *   npx tsx bench/back-office/seed-100x.ts [--server postgres://postgres@127.0.0.1:5432] [--name iiidem_bench_100x]
 *
 * The database `--name` is dropped if it exists, created, migrated (every committed migration) and filled.
 * Prints the database URL to give to bench/back-office/time-queries.ts.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { ensureReferenceData } from '../../apps/api/src/db/seed/reference-data';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    name: { type: 'string', default: 'iiidem_bench_100x' },
  },
});

const name = values.name ?? 'iiidem_bench_100x';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--name must be a plain database name, not ${name}`);

export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Myra',
  'Pari',
  'Anika',
  'Navya',
  'Kavya',
  'Meera',
  'Rahul',
  'Priya',
  'Suresh',
  'Lakshmi',
  'Ravi',
  'Deepa',
  'Kiran',
  'Sunita',
  'Amit',
  'Pooja',
  'Tendai',
  'Amara',
  'Kwame',
  'Nadia',
  'Tariq',
  'Lina',
  'Sipho',
  'Farah',
  'Omar',
  'Zara',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Singh',
  'Kumar',
  'Das',
  'Menon',
  'Rao',
  'Joshi',
  'Mehta',
  'Chopra',
  'Bose',
  'Mukherjee',
  'Pillai',
  'Kulkarni',
  'Desai',
  'Okafor',
  'Mensah',
  'Haddad',
  'Rahman',
  'Moyo',
  'Banda',
  'Silva',
  'Perera',
  'Karimi',
  'Hossain',
];
const TOPICS = [
  'Election Management',
  'Electoral Rolls',
  'Voter Education',
  'Information Technology in Elections',
  'Electronic Voting Machines',
  'Model Code of Conduct',
  'Polling Station Management',
  'Media and Elections',
  'Election Expenditure Monitoring',
  'Accessible Elections',
  'Training of Trainers',
  'Counting of Votes',
];
const NEWS_WORDS = [
  'Delegation',
  'Workshop',
  'Tender',
  'Visit',
  'Training',
  'Conference',
  'Notice',
  'Corrigendum',
  'Programme',
  'Seminar',
  'Exchange',
  'Certificate',
];

/** `(ARRAY['a','b',...])[1 + (expr) % n]`: the n-th word of a list, chosen by an SQL expression. */
function pick(words: readonly string[], expression: string): string {
  const list = words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',');
  return `(ARRAY[${list}])[1 + (${expression}) % ${words.length}]`;
}

const SEED_SQL: [label: string, sql: string][] = [
  [
    '10,000 courses',
    `insert into courses (id, course_name, start_from, end_to, duration, course_type, location, program_type_id,
       program_desc, published, created_at, updated_at)
     overriding system value
     select n, ${pick(TOPICS, 'n')} || ' ' || ${pick(['Course', 'Workshop', 'Programme', 'Certificate'], 'n / 12')} || ' ' || n,
       current_date - 1500 + (n % 2000), current_date - 1500 + (n % 2000) + 4, '5 days',
       ${pick(['Residential', 'Online', 'Hybrid'], 'n')}, 'IIIDEM, New Delhi', 1 + n % 3,
       'A course to practise the conduct of free and fair elections.', n % 10 <> 0,
       now() - make_interval(days => 2000 - n % 2000), now() - make_interval(days => 2000 - n % 2000)
     from generate_series(1, 10000) as n`,
  ],
  [
    '100,000 users',
    `insert into users (id, user_type, role, title, first_name, last_name, gender, email_id, mobile_no, password_hash,
       verified_at, active, created_at, updated_at)
     overriding system value
     select n, (ARRAY[2, 2, 3, 4])[1 + n % 4], 'applicant', 'Mx', ${pick(FIRST_NAMES, 'n')}, ${pick(LAST_NAMES, 'n / 40')},
       ${pick(['M', 'F', 'T'], 'n')},
       lower(${pick(FIRST_NAMES, 'n')} || '.' || ${pick(LAST_NAMES, 'n / 40')} || n || '@' ||
         ${pick(['gmail.com', 'eci.gov.in', 'yahoo.com', 'nic.in', 'elections.example.org'], 'n / 7')}),
       '98' || lpad(n::text, 8, '0'), 'scrypt$not-a-real-hash', now() - make_interval(days => n % 900), true,
       now() - make_interval(days => n % 900), now() - make_interval(days => n % 900)
     from generate_series(1, 100000) as n`,
  ],
  [
    '200,000 applications',
    // User u (1..100,000) applies twice (k = 0, 1) to two different courses; international users use the
    // international form. Created over the last ~14 months, newest first by n.
    // The triggers are off while seeding (see main), so the applicant's type and the search text are written
    // here, as the triggers would leave them once the nomination details (copies of the account's) are in.
    `insert into applications (id, user_id, course_id, form, application_status, status_note, completed_at,
       created_at, updated_at, user_type, search_text)
     overriding system value
     select n, u, 1 + (7 * u + 13 * k) % 10000,
       case when u % 4 = 3 then 'international' else 'domestic' end,
       1 + (n / 3) % 4, case when n % 11 = 0 then 'Seen by the review board' end,
       case when (n / 3) % 4 = 1 and n % 5 = 0 then now() - make_interval(mins => 2 * n) + interval '20 days' end,
       now() - make_interval(mins => 2 * n + (n * 7919) % 97), now() - make_interval(mins => 2 * n),
       users.user_type, concat_ws(chr(1), users.first_name || ' ' || users.last_name, users.email_id,
         users.first_name, users.last_name, users.email_id)
     from generate_series(1, 200000) as n,
       lateral (select 1 + (n - 1) % 100000 as u, (n - 1) / 100000 as k) as pair,
       lateral (select * from users where users.id = pair.u) as users`,
  ],
  [
    'domestic details',
    `insert into application_domestic_details (application_id, title, first_name, last_name, gender, mobile_no,
       email_id, current_work_place, designation, state_ut_name, hostel_facility)
     select a.id, u.title, u.first_name, u.last_name, u.gender, u.mobile_no, u.email_id, 'District Election Office',
       'Assistant Electoral Registration Officer', 'DL', 'No'
     from applications a join users u on u.id = a.user_id where a.form = 'domestic'`,
  ],
  [
    'international details',
    `insert into application_international_details (application_id, title, first_name, last_name, gender,
       primary_email, mobile, nationality, employer_name, designation)
     select a.id, u.title, u.first_name, u.last_name, u.gender, u.email_id, u.mobile_no, 'Kenya',
       'Independent Electoral and Boundaries Commission', 'Election Officer'
     from applications a join users u on u.id = a.user_id where a.form = 'international'`,
  ],
  [
    '50,000 news',
    `insert into press_news (id, category_id, news_title, publish_date, document_link, published, created_at, updated_at)
     overriding system value
     select n, 1 + n % 3, ${pick(NEWS_WORDS, 'n')} || ' on ' || ${pick(TOPICS, 'n / 12')} || ' no. ' || n,
       current_date - (n % 3000), 'https://example.org/news/' || n, n % 20 <> 0,
       now() - make_interval(days => n % 3000), now() - make_interval(days => n % 3000)
     from generate_series(1, 50000) as n`,
  ],
  [
    '500 vacancies',
    `insert into vacancies (id, title, upload_date, last_date, advertisement_no, published, created_at)
     overriding system value
     select n, 'Engagement of ' || ${pick(['Consultant', 'Young Professional', 'Deputy Director', 'Assistant'], 'n')}
       || ' (' || ${pick(TOPICS, 'n / 4')} || ') no. ' || n,
       current_date - n * 3, current_date - n * 3 + 30, 'IIIDEM/Rectt/' || n, true, now() - make_interval(days => n * 3)
     from generate_series(1, 500) as n`,
  ],
  [
    'identity sequences',
    `select setval(pg_get_serial_sequence('courses', 'id'), 10000),
       setval(pg_get_serial_sequence('users', 'id'), 100000),
       setval(pg_get_serial_sequence('applications', 'id'), 200000),
       setval(pg_get_serial_sequence('press_news', 'id'), 50000),
       setval(pg_get_serial_sequence('vacancies', 'id'), 500)`,
  ],
  // Vacuum too, so counts and id lists can be read from the indexes alone (as autovacuum would leave them).
  [
    'search text check',
    // Fails the seed if the search text written above is not what the triggers would have written.
    `do $$ begin
       if exists (select 1 from applications where search_text is distinct from application_search_text(id, user_id)
         or user_type is distinct from (select user_type from users where users.id = applications.user_id)) then
         raise exception 'applications.search_text or user_type differs from what the triggers write';
       end if;
     end $$`,
  ],
  ['vacuum analyze', 'vacuum analyze'],
];

async function main() {
  const server = values.server ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = databaseUrl(server, name);
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
  } finally {
    await handle.close();
  }
  print(`migrated ${name} in ${Math.round(performance.now() - started)} ms`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Triggers (and the foreign keys' checks) off while seeding: the applications' trigger-kept columns are
    // written by the seed itself, where one update per nomination would double the table.
    await client.query("set session_replication_role = 'replica'");
    for (const [label, sql] of SEED_SQL) {
      const t = performance.now();
      const result = await client.query(sql);
      print(
        `${label.padEnd(24)} ${String(result.rowCount ?? '').padStart(7)} rows  ${Math.round(performance.now() - t)} ms`,
      );
    }
  } finally {
    await client.end();
  }
  print(`seeded in ${Math.round((performance.now() - started) / 1000)} s: ${url}`);
}

await main();

/** A line on standard output (the report). */
function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
