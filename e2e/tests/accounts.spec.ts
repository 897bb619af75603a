import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * The account journey against a portal of its own: this file starts a real SMTP receiver and the built
 * server (apps/api/dist/server.js, built by the webServer of playwright.config.ts) with SMTP_URL pointing
 * at the receiver, so every code is read from a real mail.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CAPTCHA = 'E2eTst';
/** A small PNG (8 x 8, red) for the profile photo. */
const PNG_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YKmNFTEMLQkAq6xJAVajaZIAAAAASUVORK5CYII=',
  'base64',
);

type ReceivedMail = { to: string; raw: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let smtp: SMTPServer | undefined;
let portal: ChildProcess | undefined;
let portalLog = '';
let dataDir = '';
let baseUrl = '';
const mails: ReceivedMail[] = [];

async function startSmtpReceiver(port: number): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address, raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(port, '127.0.0.1', resolve));
}

async function startPortal(port: number, smtpPort: number): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'iiidem-e2e-accounts-'));
  baseUrl = `http://127.0.0.1:${port}`;
  portal = spawn(process.execPath, [path.join(repoRoot, 'apps', 'api', 'dist', 'server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      CAPTCHA_RATE_LIMIT_PER_MINUTE: '1000',
      PASSWORD_HASH_COST: '14',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  portal.stdout?.on('data', (chunk: Buffer) => {
    portalLog += chunk.toString('utf8');
  });
  portal.stderr?.on('data', (chunk: Buffer) => {
    portalLog += chunk.toString('utf8');
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`The portal stopped while starting:\n${portalLog}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not become ready:\n${portalLog}`);
}

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const smtpPort = await freePort();
  await startSmtpReceiver(smtpPort);
  await startPortal(await freePort(), smtpPort);
});

test.afterAll(async () => {
  if (portal && portal.exitCode === null) {
    const exited = new Promise((resolve) => portal?.once('exit', resolve));
    portal.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (portal.exitCode === null) portal.kill('SIGKILL');
  }
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function url(pathname: string): string {
  return `${baseUrl}${pathname}`;
}

/** The code of the newest mail to `to` whose subject contains `subject`, once it has arrived. */
async function codeFromMail(to: string, subject: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const matching = mails.filter((mail) => mail.to === to && mail.raw.includes(`Subject: ${subject}`));
        if (matching.length <= seen) return '';
        // Quoted-printable soft line breaks may split the sentence; join them first.
        const text = (matching.at(-1)?.raw ?? '').replace(/=\r?\n/g, '');
        code = /is: (\d{6})/.exec(text)?.[1] ?? '';
        return code;
      },
      { timeout: 30_000, message: `a mail '${subject}' to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

function mailCount(to: string, subject: string): number {
  return mails.filter((mail) => mail.to === to && mail.raw.includes(`Subject: ${subject}`)).length;
}

/** Closes the alert dialog after checking its title and text. */
async function acknowledge(page: Page, title: string, text: string, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function captchaLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/iiidem-signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await captchaLoaded(page);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Domestic' }).check();
  await page.getByLabel(/^First name/).fill('Asha');
  await page.getByLabel(/^Last name/).fill('Verma');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mobile number/).fill('9876543210');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  // The notice on the person's data and its consent box (issue 17).
  await page
    .getByRole('checkbox', { name: 'I agree to the processing of my personal data as described above.' })
    .check();
  await page.getByLabel(/^Enter the captcha/).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await acknowledge(page, 'Success', `OTP sent to ${email}`);

  await expect(page.getByRole('heading', { level: 2, name: 'Verify your e-mail address' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = await codeFromMail(email, 'Your IIIDEM sign-up OTP', 0);
  await page.getByLabel(/^Enter OTP/).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await acknowledge(page, 'Verified', 'OTP Verified Successfully');
  await expect(page).toHaveURL(/\/iiidem-login$/);
}

async function signIn(page: Page, email: string, password: string, checkAxe: boolean): Promise<void> {
  await page.goto(url('/iiidem-login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await captchaLoaded(page);
  if (checkAxe) await expectNoAxeViolations(page);
  const seen = mailCount(email, 'Your IIIDEM sign-in OTP');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Enter the captcha/).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Login' }).click();
  await acknowledge(page, 'Success', 'Logged in successfully');

  await expect(page).toHaveURL(/\/iiidem-otp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await captchaLoaded(page);
  if (checkAxe) await expectNoAxeViolations(page);
  const code = await codeFromMail(email, 'Your IIIDEM sign-in OTP', seen);
  await page.getByLabel(/^Enter OTP/).fill(code);
  await page.getByLabel(/^Enter the captcha/).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await acknowledge(page, 'Success', 'OTP Verified! Logging you in.');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

async function walkWholeJourney(page: Page, request: APIRequestContext): Promise<void> {
  const email = `journey.${Date.now()}@example.org`;

  await signUp(page, email, 'Journey@Pass1');
  await signIn(page, email, 'Journey@Pass1', true);
  await expect(page.getByText('Asha Verma')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // My Profile, with a photo.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Asha');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Title/).selectOption('Ms');
  await page.getByLabel(/^Middle name/).fill('Rani');
  await page.getByLabel(/^Gender/).selectOption('F');
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PHOTO });
  await page.getByRole('button', { name: 'Update' }).click();
  await acknowledge(page, 'Success', 'Profile updated successfully');
  await expect(page.getByText('Asha Rani Verma')).toBeVisible();
  const panelPhoto = page.getByRole('img', { name: 'Asha Rani Verma' });
  await expect(panelPhoto).toBeVisible();
  await expect.poll(() => panelPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Change password.
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Old password/).fill('Journey@Pass1');
  await page.getByLabel(/^New password/).fill('Changed@Pass2');
  await page.getByLabel(/^Confirm password/).fill('Changed@Pass2');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page.getByLabel(/^Old password/)).toHaveValue('');

  // Logout revokes the token on the server.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  expect(
    (await request.get(url('/api/user-details'), { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/iiidem-login$/);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('user_type')])).toEqual([
    null,
    null,
  ]);
  const replay = await request.get(url('/api/user-details'), { headers: { authorization: `Bearer ${token}` } });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toEqual({ success: false, message: 'Token Expired' });

  // Forgot password.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await captchaLoaded(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Enter the captcha/).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await acknowledge(page, 'Success', 'OTP sent to your email. Please enter it below.');
  const resetCode = await codeFromMail(email, 'Your IIIDEM password reset OTP', 0);
  await captchaLoaded(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Enter OTP/).fill(resetCode);
  await page.getByLabel(/^New password/).fill('Recovered@Pass3');
  await page.getByLabel(/^Confirm new password/).fill('Recovered@Pass3');
  await page.getByLabel(/^Enter the captcha/).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await acknowledge(page, 'Success', 'Password reset successfully!');
  await expect(page).toHaveURL(/\/iiidem-login$/);

  // The old password is gone; the new one signs in.
  await signIn(page, email, 'Recovered@Pass3', false);
}

async function walkPhoneJourney(page: Page): Promise<void> {
  const email = `phone.${Date.now()}@example.org`;
  await signUp(page, email, 'Phone@Pass12');
  await signIn(page, email, 'Phone@Pass12', true);
  for (const [pathname, heading] of [
    ['/edit-profile', 'My Profile'],
    ['/change-password', 'Change Password'],
  ] as const) {
    await page.goto(url(pathname));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/iiidem-login$/);
  await page.goto(url('/forget-password'));
  await captchaLoaded(page);
  await expectNoAxeViolations(page);
}

/**
 * Desktop (1280 px) walks the whole journey; the phone project (375 px) a shorter one, with axe on every
 * account page in both.
 */
test(
  'sign-up, sign-in with e-mailed codes, profile with a photo, password change, logout and reset',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    if (testInfo.project.name === 'phone') await walkPhoneJourney(page);
    else await walkWholeJourney(page, request);
  },
);
