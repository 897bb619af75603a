import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_E2E_ENV } from './e2e/fixtures/admin';

// End-to-end tests run against the built portal served by `npm start`, on a fresh data folder,
// in the system Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'iiidem-e2e-'));

// Debian's headless shell (`apt-get install chromium-headless-shell`): the same Chromium build without the desktop
// browser around it. The suite takes a third less CPU in it than in `chromium --headless` (12 min, not 18, on two
// cores; docs/decisions.md 2026-12-02). Without it the tests run in the full browser. Neither is ever downloaded.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No optimising compilers (V8's Maglev and TurboFan): a test's page lives seconds, too short to win back their
    // compiling on the other core, which the other worker needs. Measured: a sixth less time (docs/decisions.md).
    '--js-flags=--no-opt --no-maglev',
  ],
};

export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test runs once more and is reported as "flaky" in the list, so a rare timing failure on a busy
  // two-core machine does not hide a whole run; a flaky report is a bug to find (as the session time-out journey's
  // "Loading your details…" was: an earlier session's details call, see lib/use-user-details.ts).
  retries: process.env.CI ? 1 : 0,
  // CI runs on a shared two-core machine whose speed varies from day to day: on a slow day (2026-12-02) the whole-run
  // journeys took twice as long as the week before and one passed the 30 s limit at its last step, twice.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace of every test costs a quarter of the run (measured: 136 s -> 101 s for two specs); when a
    // test fails, run it again with `--trace on` to see what happened.
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      // @phone-only: what only a 375 px screen needs checking (the Hindi sweep of every page).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // At 375 px only what the width changes: tests tagged @phone (axe scans of every page and state, sideways
    // scrolling, the Menu panel and top bar, the phone journeys). The rest behaves the same at any width.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'true',
      // The first admin and a known captcha answer, for the back-office specs (e2e/fixtures/admin.ts).
      ...ADMIN_E2E_ENV,
      // Every test signs in from 127.0.0.1: the per-address limits would make them wait on each other.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      CAPTCHA_RATE_LIMIT_PER_MINUTE: '10000',
      PASSWORD_HASH_COST: '10',
    },
  },
});
