import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { emptyDomesticValues } from '../../packages/shared/src/nominations/domestic';
import { adminHeaders, apiSignIn, E2E_ADMIN, newMailedCode, signInAsAdmin } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Completion and certificates: the admin marks an approved application completed and generates its
 * certificate on the back-office application page, then the public check (/verify-certificate/:number,
 * where the certificate's QR code leads) confirms it and refuses an unknown number. The applicant and the
 * approval come from driving the API.
 */

const PASSWORD = 'Strong@Pass1';
/** A 1 x 1 PNG, for the nomination photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

async function post(request: APIRequestContext, url: string, data?: unknown, headers: Record<string, string> = {}) {
  const response = await request.post(url, { ...(data === undefined ? {} : { data }), headers });
  const body = await response.json();
  expect(response.ok(), `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function captcha(request: APIRequestContext) {
  const body = await post(request, '/api/captcha');
  return { captcha_id: body.data.captcha_id as string, captcha: E2E_ADMIN.captcha };
}

function istToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Applies to an open domestic course as a new applicant and has the admin approve it; answers its id. */
async function approvedApplication(request: APIRequestContext): Promise<number> {
  const email = `certified.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const signup = await post(request, '/api/accounts/signup', {
    user_type: 2,
    first_name: 'Asha',
    last_name: 'Verma',
    email_id: email,
    mobile_no: '9876543210',
    user_pass: PASSWORD,
    ...(await captcha(request)),
  });
  await post(request, '/api/accounts/signup/verify', {
    attempt_id: signup.data.attempt_id,
    otp: await newMailedCode(request, email, 'sign-up'),
  });
  const token = await apiSignIn(request, email, PASSWORD);

  const courses = (await (await request.get('/api/courses?program_type_id=1&limit=100')).json()).data.course as {
    id: number;
    end_to: string;
  }[];
  const course = courses.find((item) => item.end_to >= istToday());
  if (!course) throw new Error('no open domestic course in the demo content');
  const fields: Record<string, string> = {
    ...emptyDomesticValues(),
    course_id: String(course.id),
    title: 'Ms',
    first_name: 'Asha',
    last_name: 'Verma',
    gender: 'F',
    dob: '1990-02-15',
    mobile_no: '9876543210',
    email_id: email,
    current_work_place: 'Office of the Chief Electoral Officer',
    designation: 'Deputy Collector',
    state_ut_name: 'S10',
    office_address: 'Nirvachan Sadan New Delhi',
  };
  const applied = await request.post('/api/nominations/domestic', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, photo: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  const application = await applied.json();
  expect(applied.ok(), `nomination: ${JSON.stringify(application)}`).toBe(true);
  const id = application.data.id as number;

  await post(request, `/api/admin/applications/${id}/status`, { status: 2 }, await adminHeaders(request));
  return id;
}

/** Axe on the certificate panel alone (the application page around it has its own scan in its spec). */
async function expectNoAxeViolationsInPanel(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('.certificate-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

test.describe('Completion and certificates', () => {
  test('staff complete an application and generate its certificate; the public check confirms it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await approvedApplication(request);

    await signInAsAdmin(page, `/admin/applications/${id}`);
    const panel = page.getByRole('region', { name: 'Completion and certificate' });
    await panel.getByRole('button', { name: 'Mark as completed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as completed' }).click();
    await expect(panel.getByRole('status')).toContainText('The application is marked as completed.');
    await panel.getByRole('button', { name: 'Generate certificate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Generate certificate' }).click();
    await expect(panel.getByRole('status')).toContainText('The certificate was generated.');
    const number = (await panel.locator('dt:text-is("Certificate number") + dd').textContent())?.trim() ?? '';
    expect(number).toMatch(/^IIIDEM-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);
    await expect(panel.getByRole('link', { name: /Open the certificate PDF/ })).toHaveAttribute('href', /^blob:/);
    await expect(panel.getByRole('img', { name: `Certificate ${number}` })).toBeVisible();
    await expectNoAxeViolationsInPanel(page);

    await page.goto(`/verify-certificate/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Certificate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /This certificate is valid\./ })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts).toContainText(number);
    await expect(facts).toContainText('Asha Verma');
    await expect(page).toHaveTitle('Verify Certificate | IIIDEM');
    await expectNoAxeViolations(page);

    await page.getByLabel(/Certificate number/).fill('IIIDEM-2026-00000000');
    await page.getByRole('button', { name: 'Verify certificate' }).click();
    await expect(page).toHaveURL(/\/verify-certificate\/IIIDEM-2026-00000000$/);
    await expect(page.getByRole('heading', { name: 'No certificate has this number.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
