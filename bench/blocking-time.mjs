// `node bench/blocking-time.mjs [--rounds N] origin [origin ...]`: the main thread's blocking time on the five pages
// issue 13 names, at Lighthouse's 4x CPU slow-down, for one or more running portals, loads interleaved. Lighthouse's
// own score moved by up to 15 points between runs a minute apart on this machine; this measures only what the page's
// code decides: the long tasks after the first paint, as the browser itself reports them (`longtask` entries), until
// the page says it has hydrated (`<html data-hydrated>`). Prints, per page and origin, the median blocking time (the
// sum of each long task's time over 50 ms), every run's, and the longest task.
//
// Start each portal with the production settings in bench/README.md, e.g. one from this checkout and one from a
// `git worktree` of the commit before, on two ports.
import { chromium } from '@playwright/test';
import { firstCourseId, issuePages } from './issue-pages.mjs';
import { load, print } from './report.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
let rounds = 5;
const origins = [];
for (const args = process.argv.slice(2); args.length > 0; ) {
  const arg = args.shift();
  if (arg === '--rounds') rounds = Number(args.shift());
  else origins.push(arg.replace(/\/$/, ''));
}
if (origins.length === 0 || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: node bench/blocking-time.mjs [--rounds N] origin [origin ...]\n');
  process.exit(2);
}
/** One load of `url` in a fresh context: the long tasks after the first paint, until hydrated. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__longTasks.filter(([start]) => start >= paint).map(([, duration]) => duration);
      return {
        blocking: Math.round(after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
        longest: Math.round(Math.max(0, ...after)),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const pages = issuePages(await firstCourseId(origins[0]));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const runs = new Map();
print(
  `Blocking time after the first paint, ${CPU_SLOWDOWN}x CPU, ${rounds} loads each, ${new Date().toISOString()}, load ${load()}`,
);
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const page of pages) {
      for (const origin of origins) {
        const key = `${page}\t${origin}`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(browser, origin + page)]);
      }
    }
  }
} finally {
  await browser.close();
}
print('\n| page | portal | median blocking time | every run | longest task (median) |');
print('|---|---|---|---|---|');
for (const [key, results] of runs) {
  const [page, origin] = key.split('\t');
  const blocking = results.map((result) => result.blocking);
  print(
    `| ${page} | ${origin} | ${median(blocking)} ms | ${blocking.join(', ')} | ${median(results.map((result) => result.longest))} ms |`,
  );
}
print(`\nLoad average at the end: ${load()}`);
