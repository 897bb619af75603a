// `npm run bench`: the portal against a bare Fastify server serving the very same bytes (see bench/README.md).
//
//   npm run bench                          embedded database (PGlite), demo content, fresh DATA_DIR
//   npm run bench -- --postgres            a new database on DATABASE_URL's server (default: the local one)
//   npm run bench -- --rounds 5 --duration 10 --connections 50 --skip-cold-load
//   npm run bench -- --targets api --skip-cold-load      only some of api, html, asset
//
// Speed is never asserted in tests: this prints ratios to the baseline, measured in interleaved rounds
// (portal, baseline, portal, baseline ...) so both see the same machine load, and the load average with them.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { issuePages } from './issue-pages.mjs';
import { load, print } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'skip-cold-load': { type: 'boolean', default: false },
    targets: { type: 'string', default: 'api,html,asset' },
  },
});
const TARGETS = new Set(options.targets.split(','));
const ROUNDS = Number(options.rounds);
const DURATION_SECONDS = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const usePostgres = options.postgres || Boolean(process.env.DATABASE_URL);

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));
}

/** A Markdown table, so the figures paste straight into bench/README.md. */
function printTable(rows) {
  const columns = Object.keys(rows[0]);
  print(`| ${columns.join(' | ')} |`);
  print(`|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) print(`| ${columns.map((column) => String(row[column])).join(' | ')} |`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a Node process, keeps its last output for error reports, and stops it at clean-up. */
function startProcess(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  return { child, output: () => output };
}

function ensureBuilt() {
  const server = path.join(root, 'apps', 'api', 'dist', 'server.js');
  const index = path.join(root, 'apps', 'web', 'dist', 'index.html');
  if (!existsSync(server) || !existsSync(index)) {
    print('Building the portal (npm run build) ...');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(`${index}.br`)) {
    console.warn(
      'Note: apps/web/dist has no precompressed files (.br/.gz); run `npm run build` for the figures with them.',
    );
  }
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL (or the local one); dropped at clean-up. */
async function createPostgresDatabase() {
  const { default: pg } = await import('pg');
  const serverUrl = new URL(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
  const name = `iiidem_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl.href });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const databaseUrl = new URL(serverUrl.href);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.href;
}

async function startPortal() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
  });
  if (usePostgres) {
    env.DATABASE_URL = await createPostgresDatabase();
    env.FILE_LINK_SECRET = randomBytes(32).toString('hex');
  }
  const portal = startProcess([path.join('apps', 'api', 'dist', 'server.js')], env);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/ready`, portal.child, 180_000);
  } catch (error) {
    console.error(portal.output());
    throw error;
  }
  return origin;
}

/** The bytes and Content-Type the portal answers for a path, uncompressed (as autocannon asks for them). */
async function capture(origin, target) {
  const response = await fetch(origin + target.path, { headers: { ...target.headers, 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${target.path}: status ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { ...target, contentType: response.headers.get('content-type'), body };
}

async function startBaseline(captures) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `iiidem-bench-captures-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      captures.map(({ path: address, contentType, body }) => ({
        path: address.split('?')[0],
        contentType,
        bodyBase64: body.toString('base64'),
      })),
    ),
  );
  cleanups.push(() => rmSync(file, { force: true }));
  const baseline = startProcess([path.join('bench', 'baseline-server.mjs'), file, String(port)], process.env);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${captures[0].path}`, baseline.child, 30_000);
  return origin;
}

async function hit(url, headers, durationSeconds) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: durationSeconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    load: os.loadavg()[0],
  };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mean = (numbers) => numbers.reduce((sum, value) => sum + value, 0) / numbers.length;

async function compare(portalOrigin, baselineOrigin, captures) {
  const rows = [];
  for (const target of captures) {
    // Warm both (JIT, caches, connections) before measuring.
    await hit(portalOrigin + target.path, target.headers, 2);
    await hit(baselineOrigin + target.path, target.headers, 2);
    const portal = [];
    const baseline = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      portal.push(await hit(portalOrigin + target.path, target.headers, DURATION_SECONDS));
      baseline.push(await hit(baselineOrigin + target.path, target.headers, DURATION_SECONDS));
      const [p, b] = [portal.at(-1), baseline.at(-1)];
      print(
        `  ${target.name} round ${round}: portal ${p.rps.toFixed(0)} req/s (p99 ${p.p99} ms), ` +
          `baseline ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms), ratio ${((100 * p.rps) / b.rps).toFixed(1)} %, load ${load()}`,
      );
    }
    const ratios = portal.map((p, i) => p.rps / baseline[i].rps);
    rows.push({
      target: `${target.name} ${target.path} (${target.body.length} B)`,
      portalRps: mean(portal.map((r) => r.rps)),
      baselineRps: mean(baseline.map((r) => r.rps)),
      ratio: median(ratios),
      minRatio: Math.min(...ratios),
      portalP50: median(portal.map((r) => r.p50)),
      portalP99: Math.max(...portal.map((r) => r.p99)),
      baselineP50: median(baseline.map((r) => r.p50)),
      baselineP99: Math.max(...baseline.map((r) => r.p99)),
      bad: portal.reduce((sum, r) => sum + r.bad, 0) + baseline.reduce((sum, r) => sum + r.bad, 0),
      load: mean([...portal, ...baseline].map((r) => r.load)),
    });
  }
  return rows;
}

const COUNTED_TYPES = { document: 'html', script: 'js', stylesheet: 'css', fetch: 'data', xhr: 'data' };

/** Bytes a cold browser (empty cache, compression on) moves for each page, by kind; images apart. */
async function measureColdLoads(origin, pages) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  // Each page once first, as earlier visitors would have asked for it: the portal keeps a rendered page and
  // sends later visitors its smallest compressed form (lib/rendered-pages.ts), made just after the first answer.
  for (const address of pages) {
    await fetch(origin + address, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const results = [];
  try {
    for (const address of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = [];
      page.on('requestfinished', (request) => {
        sizes.push(
          request.sizes().then((size) => ({
            kind: COUNTED_TYPES[request.resourceType()] ?? (request.resourceType() === 'image' ? 'images' : 'other'),
            bytes: size.responseBodySize + size.responseHeadersSize,
          })),
        );
      });
      // A failed request would make the page look light: such a load is reported, not counted as a result.
      const failures = [];
      page.on('requestfailed', (request) => failures.push(`${request.url()} (${request.failure()?.errorText})`));
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.url()} (${response.status()})`);
      });
      page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
      await page.goto(origin + address, { waitUntil: 'networkidle' });
      if (failures.length > 0)
        console.warn(`${address}: ${failures.length} failed: ${failures.slice(0, 3).join('; ')}`);
      const tally = { html: 0, js: 0, css: 0, data: 0, other: 0, images: 0, requests: 0, failed: failures.length };
      for (const { kind, bytes } of await Promise.all(sizes)) {
        tally[kind] += bytes;
        tally.requests += 1;
      }
      results.push({ address, ...tally, counted: tally.html + tally.js + tally.css + tally.data + tally.other });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printComparison(rows) {
  print(`\nPortal vs bare Fastify, ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION_SECONDS} s interleaved:`);
  printTable(
    rows.map((row) => ({
      target: row.target,
      'portal req/s': Math.round(row.portalRps),
      'baseline req/s': Math.round(row.baselineRps),
      'ratio (median)': `${(100 * row.ratio).toFixed(1)} %`,
      'ratio (worst)': `${(100 * row.minRatio).toFixed(1)} %`,
      'portal p50/p99 ms': `${row.portalP50} / ${row.portalP99}`,
      'baseline p50/p99 ms': `${row.baselineP50} / ${row.baselineP99}`,
      'non-2xx+errors': row.bad,
      'load (1 min)': row.load.toFixed(2),
    })),
  );
}

function printColdLoads(results) {
  print('\nCold load (empty cache, Brotli/gzip on), KB transferred (bodies + headers), images apart:');
  printTable(
    results.map((r) => ({
      page: r.address,
      'HTML+JS+CSS+data': kb(r.counted),
      html: kb(r.html),
      js: kb(r.js),
      css: kb(r.css),
      data: kb(r.data),
      other: kb(r.other),
      images: kb(r.images),
      requests: r.requests,
      failed: r.failed,
    })),
  );
}

async function main() {
  ensureBuilt();
  print(
    `IIIDEM portal benchmark, ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, ` +
      `database: ${usePostgres ? 'PostgreSQL' : 'embedded (PGlite)'}, load average ${load()}`,
  );
  const portalOrigin = await startPortal();
  print(`Portal ready at ${portalOrigin} (load ${load()})`);

  const json = { accept: 'application/json' };
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const api = await capture(portalOrigin, { name: 'public API', path: '/api/courses?page=1&limit=9', headers: json });
  const page = await capture(portalOrigin, { name: 'HTML page', path: '/about-us', headers: html });
  const script = page.body.toString().match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error('no /assets/*.js script in the page HTML');
  const asset = await capture(portalOrigin, { name: 'JS asset', path: script, headers: {} });
  const captures = [api, page, asset];
  const baselineOrigin = await startBaseline(captures);

  const measured = captures.filter((_, index) => TARGETS.has(['api', 'html', 'asset'][index]));
  const rows = await compare(portalOrigin, baselineOrigin, measured);
  printComparison(rows);

  if (!options['skip-cold-load']) {
    const courseId = JSON.parse(api.body.toString()).data.course[0]?.id;
    const pages = issuePages(courseId);
    printColdLoads(await measureColdLoads(portalOrigin, pages));
  }
  print(`\nLoad average at the end: ${load()}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
