/**
 * Times the back office's lists, search and CSV export on a database seeded by seed-100x.ts, through the
 * real API (buildApp + inject, as a signed-in staff member): each request is made a few times to warm up,
 * then N times; prints the median and 95th percentile, the answer's size and the machine's load. The CSV
 * export is read as a stream, timed to its first byte and to its end.
 *
 *   npx tsx bench/back-office/time-queries.ts [--url postgres://postgres@127.0.0.1:5432/iiidem_bench_100x] [--runs 20]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { hashToken } from '../../apps/api/src/lib/sessions';
import { randomToken } from '../../apps/api/src/lib/tokens';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/iiidem_bench_100x' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});
const url = values.url ?? '';
const runs = Number(values.runs);
const warmup = Number(values.warmup);

/** YYYY-MM-DD of `daysAgo` days before today (UTC is close enough for a week's window). */
function day(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** `stream`: also time the first byte of the body (read as a stream, as a browser downloads it). */
type Case = { label: string; path: string; status?: number; stream?: boolean };

function cases(lastPage: number): Case[] {
  const list = '/api/admin/applications';
  return [
    { label: 'applications: first page', path: list },
    { label: 'applications: page 2', path: `${list}?page=2` },
    { label: 'applications: middle page', path: `${list}?page=${Math.ceil(lastPage / 2)}` },
    // With the count capped (issue 13) the last page is the last one the pager offers: 400 at 10,000+.
    { label: `applications: last page (${lastPage})`, path: `${list}?page=${lastPage}` },
    { label: 'filter status=2', path: `${list}?status=2` },
    { label: 'filter user_type=4', path: `${list}?user_type=4` },
    { label: 'filter program_type_id=2', path: `${list}?program_type_id=2` },
    { label: 'filter course_id=4242', path: `${list}?course_id=4242` },
    { label: 'filter completed=true', path: `${list}?completed=true` },
    { label: 'filter from..to (1 week)', path: `${list}?from=${day(37)}&to=${day(30)}` },
    { label: 'filters combined', path: `${list}?status=1&user_type=2&program_type_id=1` },
    { label: 'sort name asc', path: `${list}?sort=name&order=asc` },
    { label: 'sort course asc', path: `${list}?sort=course&order=asc` },
    { label: 'sort status desc', path: `${list}?sort=status&order=desc` },
    { label: 'sort created_at asc', path: `${list}?sort=created_at&order=asc` },
    { label: 'search q=Meera Iyer (name)', path: `${list}?q=Meera%20Iyer` },
    { label: 'search q=Ananya (common name)', path: `${list}?q=Ananya` },
    { label: 'search q=sharma123 (e-mail)', path: `${list}?q=sharma123` },
    { label: 'search q=zzqx (no match)', path: `${list}?q=zzqx` },
    { label: 'search q=Ananya, last page', path: `${list}?q=Ananya&page=200` },
    { label: 'course filter options', path: `${list}/courses` },
    { label: 'course filter options q=Voter', path: `${list}/courses?q=Voter` },
    { label: 'CSV export (1 week)', path: `${list}/export.csv?from=${day(37)}&to=${day(30)}`, stream: true },
    { label: 'CSV export, too many (400)', path: `${list}/export.csv`, status: 400 },
    { label: 'courses: first page', path: '/api/admin/courses' },
    { label: 'courses: last page', path: '/api/admin/courses?page=400' },
    { label: 'courses q=Voter Education', path: '/api/admin/courses?q=Voter%20Education' },
    { label: 'courses q=shop 42 (title part)', path: '/api/admin/courses?q=shop%2042' },
    { label: 'news: first page', path: '/api/admin/news' },
    { label: 'news: last page', path: '/api/admin/news?page=2000' },
    { label: 'news q=Seminar on Counting', path: '/api/admin/news?q=Seminar%20on%20Counting' },
    { label: 'vacancies q=Consultant', path: '/api/admin/vacancies?q=Consultant' },
  ];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO_CONTENT: 'false',
    DATABASE_URL: url,
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  // A staff member and a session made in SQL (the sign-in flow is not what is timed).
  const token = randomToken(32);
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const email = `bench.staff.${Date.now()}@example.org`;
  const { rows } = await pool.query<{ id: number }>(
    `insert into users (role, first_name, last_name, email_id, password_hash, verified_at)
     values ('staff', 'Bench', 'Staff', $1, 'scrypt$not-a-real-hash', now()) returning id`,
    [email],
  );
  const userId = rows[0]?.id;
  await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(token),
    userId,
  ]);
  const headers = { authorization: `Bearer ${token}` };

  const first = await app.inject({ method: 'GET', url: '/api/admin/applications', headers });
  if (first.statusCode !== 200) throw new Error(`list answered ${first.statusCode}: ${first.body}`);
  const lastPage = (first.json() as { data: { pager: { total_pages: number } } }).data.pager.total_pages;

  const results: string[][] = [];
  const addRow = (label: string, times: number[], bytes: number) => {
    times.sort((a, b) => a - b);
    const row = [
      label,
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      bytes >= 10_240 ? `${(bytes / 1024).toFixed(0)} KB` : `${bytes} B`,
    ];
    results.push(row);
    console.error(row.join('  '));
  };
  for (const item of cases(lastPage)) {
    const times: number[] = [];
    const firstByteTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < warmup + runs; i++) {
      const started = performance.now();
      let firstByte = 0;
      if (item.stream) {
        const reply = await app.inject({ method: 'GET', url: item.path, headers, payloadAsStream: true });
        if (reply.statusCode !== (item.status ?? 200)) throw new Error(`${item.path} answered ${reply.statusCode}`);
        bytes = 0;
        for await (const chunk of reply.stream()) {
          if (bytes === 0) firstByte = performance.now() - started;
          bytes += (chunk as Buffer).length;
        }
      } else {
        const reply = await app.inject({ method: 'GET', url: item.path, headers });
        if (reply.statusCode !== (item.status ?? 200)) {
          throw new Error(`${item.path} answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
        }
        bytes = reply.rawPayload.length;
      }
      const elapsed = performance.now() - started;
      if (i >= warmup) {
        times.push(elapsed);
        if (item.stream) firstByteTimes.push(firstByte);
      }
    }
    if (item.stream) addRow(`${item.label}: first byte`, firstByteTimes, bytes);
    addRow(item.stream ? `${item.label}: whole file` : item.label, times, bytes);
  }

  await pool.query('delete from users where id = $1', [userId]);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });

  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  print(`\n${os.cpus().length} CPUs, load average ${load}; ${runs} runs after ${warmup} warm-up; times in ms\n`);
  print('| request | median ms | p95 ms | answer |');
  print('|---|---:|---:|---:|');
  for (const row of results) print(`| ${row.join(' | ')} |`);
}

await main();

/** A line on standard output (the report). */
function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
