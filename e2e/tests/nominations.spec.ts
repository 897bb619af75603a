import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Nominations and My Courses, end to end. Submitting needs a signed-in applicant, and signing in needs the
 * server-issued captcha's answer: each worker therefore starts its own portal (the same `npm start`, on a
 * fresh DATA_DIR with demo content) with a known test captcha answer, and signs up and in through the API,
 * reading the codes from the development mailbox.
 */

const CAPTCHA_ANSWER = 'E2eT5t';
const PASSWORD = 'Strong@Pass1';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A 1 x 1 PNG: a real image, judged by its bytes and re-encoded by the server. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the portal did not become ready at ${url}`);
}

type Portal = { baseURL: string };

// biome-ignore lint/complexity/noBannedTypes: Playwright's own spelling for "no test-scoped fixtures".
const test = base.extend<{}, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'iiidem-e2e-nominations-'));
      const baseURL = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: baseURL,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          SEED_DEMO_CONTENT: 'true',
          CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          CAPTCHA_RATE_LIMIT_PER_MINUTE: '10000',
          PASSWORD_HASH_COST: '10',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitUntilReady(`${baseURL}/api/ready`, child, 150_000);
        await use({ baseURL });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
  },
});

type Course = { id: number; course_name: string; end_to: string; course_hostel_facility: 'Yes' | 'No' };
type Applicant = { email: string; token: string; userType: 2 | 4 };

async function postJson(request: APIRequestContext, url: string, data?: unknown) {
  const response = await request.post(url, data === undefined ? {} : { data });
  const body = await response.json();
  expect(response.ok(), `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function captcha(request: APIRequestContext) {
  const body = await postJson(request, '/api/captcha');
  return { captcha_id: body.data.captcha_id as string, captcha: CAPTCHA_ANSWER };
}

/** The newest code mailed to `email` for `purpose`, read from the development mailbox. */
async function mailedCode(request: APIRequestContext, email: string, purpose: 'sign-up' | 'sign-in') {
  const html = await (await request.get('/dev/mailbox')).text();
  const article = html.split('<article>').find((item) => item.includes(`To: ${email}`) && item.includes(purpose));
  const code = article && /is: (\d{6})/.exec(article)?.[1];
  if (!code) throw new Error(`no ${purpose} code for ${email}`);
  return code;
}

/** A new verified applicant, signed in through the API (sign-up, code, sign-in, code). */
async function newApplicant(request: APIRequestContext, userType: 2 | 4): Promise<Applicant> {
  const email = `nominee.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const signup = await postJson(request, '/api/accounts/signup', {
    user_type: userType,
    first_name: 'Asha',
    last_name: 'Verma',
    email_id: email,
    mobile_no: userType === 4 ? '2348012345678' : '9876543210',
    user_pass: PASSWORD,
    ...(await captcha(request)),
  });
  await postJson(request, '/api/accounts/signup/verify', {
    attempt_id: signup.data.attempt_id,
    otp: await mailedCode(request, email, 'sign-up'),
  });
  const signIn = await postJson(request, '/api/sessions', { email, password: PASSWORD, ...(await captcha(request)) });
  const verified = await postJson(request, '/api/sessions/verify', {
    attempt_id: signIn.data.attempt_id,
    otp: await mailedCode(request, email, 'sign-in'),
    ...(await captcha(request)),
  });
  return { email, token: verified.data.token, userType };
}

async function holdSession(page: Page, applicant: Applicant) {
  await page.goto('/');
  await page.evaluate(
    ({ token, userType }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('user_type', userType);
    },
    { token: applicant.token, userType: String(applicant.userType) },
  );
}

function istToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A seeded course whose application window is open, optionally with or without a hostel. */
async function openCourse(request: APIRequestContext, programTypeId: number, hostel?: 'Yes' | 'No'): Promise<Course> {
  const response = await request.get(`/api/courses?program_type_id=${programTypeId}&limit=100`);
  const courses: Course[] = (await response.json()).data.course;
  const course = courses.find(
    (item) => item.end_to >= istToday() && (hostel === undefined || item.course_hostel_facility === hostel),
  );
  if (!course) throw new Error(`no open course of type ${programTypeId}`);
  return course;
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function fillDomestic(page: Page) {
  await page.getByLabel(/^Title/).selectOption('Ms');
  await page.getByLabel(/^Gender/).selectOption('F');
  await page.getByLabel(/^Date of Birth/).fill('1990-02-15');
  await page.getByLabel(/^Designation/).fill('Deputy Collector');
  await page.getByLabel(/^State \/ Union Territory/).selectOption('S10');
  await page.getByLabel(/^Photo/).setInputFiles(photo('me.png'));
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
}

async function fillInternational(page: Page) {
  await page.getByLabel(/^Nominating Country/).selectOption('156');
  await page.getByLabel(/^Gender/).selectOption('F');
  await page.getByLabel(/^Date of Birth/).fill('1985-07-01');
  await page.getByLabel(/^Country of Birth/).selectOption('156');
  await page.getByLabel(/^Nationality/).selectOption('NIGERIA');
  await page.getByLabel(/^Marital Status/).selectOption('Married');
  await page.getByLabel(/^Country Code/).selectOption('NG');
  await page.getByLabel(/^Blood Group/).selectOption('O+');
  await page.getByLabel(/^Reasons for applying/).fill('To learn how other commissions run elections');
  await page.getByLabel(/^Photo/).setInputFiles(photo('me.png'));
  await page.getByLabel(/^Passport Image/).setInputFiles(photo('passport.png'));
}

async function expectSubmittedToDashboard(page: Page, courseName: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(dialog.getByText('Form submitted successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Applied' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('button', { name: courseName });
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const track = page.getByRole('list', { name: 'Application progress' }).first();
  await expect(track.getByRole('listitem')).toHaveText(['Applied: completed', 'Received: completed']);
}

test.describe('nomination forms', () => {
  test('a domestic applicant submits with a photo (double click: one application) and sees it under Applied', async ({
    page,
    request,
  }) => {
    const applicant = await newApplicant(request, 2);
    const course = await openCourse(request, 1, 'No');
    await holdSession(page, applicant);
    await page.goto(`/domestic-application/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Domestic Nomination Form' })).toBeVisible();
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Asha');
    await expect(page.getByLabel(/^First Name/)).toHaveAttribute('readonly', '');
    const hostel = page.getByRole('group', { name: 'Do you need hostel accommodation?' });
    await expect(hostel.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(hostel.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await fillDomestic(page);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expectSubmittedToDashboard(page, course.course_name);

    const applications = await request.get('/api/applications', {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    const rows = (await applications.json()).data.filter(
      (row: { course: { id: number } }) => row.course.id === course.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].application_status).toBe(1);
  });

  test('an international applicant submits with photo and passport image and sees it under Applied', async ({
    page,
    request,
  }) => {
    const applicant = await newApplicant(request, 4);
    const course = await openCourse(request, 2);
    await holdSession(page, applicant);
    await page.goto(`/international-application/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'International Nomination Form' })).toBeVisible();
    await expect(page.getByLabel(/^Primary E-mail/)).toHaveValue(applicant.email);
    await fillInternational(page);
    await expect(page.getByText('7 of 100 words')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSubmittedToDashboard(page, course.course_name);
  });

  test('a bad submit sends nothing, shows the errors under the fields and in a summary, and focuses the first', async ({
    page,
    request,
  }) => {
    const applicant = await newApplicant(request, 2);
    const course = await openCourse(request, 1);
    await holdSession(page, applicant);
    await page.goto(`/domestic-application/${course.id}`);
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Asha');
    await page.getByLabel(/^Date of Birth/).fill('2015-01-01');
    let posted = false;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/nominations/')) posted = true;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel(/^Title/)).toBeFocused();
    await expect(page.getByText('Please select a title').first()).toBeVisible();
    await expect(page.getByText('Date of birth should be equal to or greater than 18 years.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await page
      .getByRole('link', { name: 'State / Union Territory: Please select a state or union territory.' })
      .click();
    await expect(page.getByLabel(/^State \/ Union Territory/)).toBeFocused();
    await expectNoAxeViolations(page);
    expect(posted).toBe(false);
  });

  test('the international form in its error state passes axe', async ({ page, request }) => {
    // Two axe scans of the longest form of the portal.
    test.setTimeout(60_000);
    const applicant = await newApplicant(request, 4);
    const course = await openCourse(request, 2);
    await holdSession(page, applicant);
    await page.goto(`/international-application/${course.id}`);
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Asha');
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Alternate E-mail/).fill('not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel(/^Gender/)).toBeFocused();
    await expect(page.getByText('Please enter a valid email').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a draft is kept on the server and restored after a reload', async ({ page, request }) => {
    const applicant = await newApplicant(request, 2);
    const course = await openCourse(request, 1);
    await holdSession(page, applicant);
    await page.goto(`/domestic-application/${course.id}`);
    await expect(page.getByLabel(/^First Name/)).toHaveValue('Asha');
    await page.getByLabel(/^Designation/).fill('Tahsildar');
    await page.getByLabel(/^Office Address/).fill('Collectorate Mysuru');
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Designation/)).toHaveValue('Tahsildar');
    await expect(page.getByLabel(/^Office Address/)).toHaveValue('Collectorate Mysuru');
    await expect(page.getByText(/Your unsent answers were restored/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('My Courses and the static certification form pass axe', async ({ page, request }) => {
    const applicant = await newApplicant(request, 2);
    await holdSession(page, applicant);
    await page.goto('/dashboard');
    await expect(page.getByText('No data available')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.goto('/preview-domestic-form');
    await expect(page.getByRole('button', { name: 'Basic Details' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
