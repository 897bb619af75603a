// `npm run bench:lighthouse -- [origin] [--hindi]`: Lighthouse (mobile) on the five pages issue 13 names, against a
// running portal (default http://127.0.0.1:3000; start it with `npm start` or the production settings in
// bench/README.md). With --hindi, the same pages in Hindi (?lang=hi: Hindi catalogues and the Devanagari font).
//
// Lighthouse runs from npm through npx (no dev dependency) with the system Chromium (/usr/bin/chromium, or
// CHROME_PATH). A run whose trace fails (Lighthouse's NO_NAVSTART, seen on a busy machine) is repeated up to
// twice. Prints a Markdown table and the load average, since a busy machine lowers the performance score.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { firstCourseId, issuePages } from './issue-pages.mjs';
import { load, print } from './report.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ATTEMPTS = 3;

const run = promisify(execFile);
const args = process.argv.slice(2);
const hindi = args.includes('--hindi');
const origin = (args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
async function audit(url, reportFile) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await run(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--chrome-flags=--headless --no-sandbox',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${reportFile}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    ).catch(() => undefined);
    try {
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      if (!report.runtimeError) return report;
      console.warn(`${url}: ${report.runtimeError.code}, attempt ${attempt} of ${ATTEMPTS}`);
    } catch {
      console.warn(`${url}: no report, attempt ${attempt} of ${ATTEMPTS}`);
    }
  }
  throw new Error(`${url}: Lighthouse failed ${ATTEMPTS} times`);
}

const score = (report, id) => Math.round(report.categories[id].score * 100);
const shown = (report, id) => report.audits[id].displayValue.replace(/\s/g, ' ');

const directory = mkdtempSync(path.join(os.tmpdir(), 'iiidem-lighthouse-'));
try {
  const pages = issuePages(await firstCourseId(origin)).map((page) => (hindi ? `${page}?lang=hi` : page));
  print(`Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile), ${origin}, ${new Date().toISOString()}, load ${load()}`);
  print();
  print('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | FCP |');
  print('|---|---|---|---|---|---|---|---|---|');
  for (const [index, page] of pages.entries()) {
    const report = await audit(origin + page, path.join(directory, `report-${index}.json`));
    const scores = CATEGORIES.map((id) => score(report, id)).join(' | ');
    const metrics = [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'first-contentful-paint',
    ]
      .map((id) => shown(report, id))
      .join(' | ');
    print(`| ${page} | ${scores} | ${metrics} |`);
  }
  print();
  print(`Load average at the end: ${load()}`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
