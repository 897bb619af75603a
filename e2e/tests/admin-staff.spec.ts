import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, E2E_ADMIN, newMailedCode, signInAsAdmin } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Roles and staff accounts (issue 7), on the shared portal of playwright.config.ts, which starts with the
 * first admin from ADMIN_EMAIL / ADMIN_PASSWORD: the admin signs in through the real pages (captcha and
 * mailed code) and lands on the back office; an applicant never gets it (nor its code); the admin invites
 * a staff member, who sets a password through the password reset, and deactivates them, which ends their
 * session at once.
 */

const APPLICANT_PASSWORD = 'Applicant@Desk7';
const STAFF_PASSWORD = 'Reviewer@Desk42';

async function postJson(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  const body = await response.json();
  expect(response.ok(), `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function captcha(request: APIRequestContext) {
  const body = await postJson(request, '/api/captcha', {});
  return { captcha_id: body.data.captcha_id as string, captcha: E2E_ADMIN.captcha };
}

/** A new verified applicant (sign-up and its code through the API), signed in through the API. */
async function newApplicantToken(request: APIRequestContext): Promise<string> {
  const email = `applicant.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  const signup = await postJson(request, '/api/accounts/signup', {
    user_type: 2,
    first_name: 'Asha',
    last_name: 'Verma',
    email_id: email,
    mobile_no: '9876543210',
    user_pass: APPLICANT_PASSWORD,
    consent: true,
    ...(await captcha(request)),
  });
  await postJson(request, '/api/accounts/signup/verify', {
    attempt_id: signup.data.attempt_id,
    otp: await newMailedCode(request, email, 'sign-up'),
  });
  return apiSignIn(request, email, APPLICANT_PASSWORD);
}

/** Closes the portal's alert dialog after checking its title and text. */
async function acknowledge(page: Page, title: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the first admin signs in through the sign-in pages and lands on the back office', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/iiidem-login');
  await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByLabel(/^Enter the captcha/).fill(E2E_ADMIN.captcha);
  const before = await mailedSignInCodes(request);
  await page.getByRole('button', { name: 'Login' }).click();
  await acknowledge(page, 'Success', 'Logged in successfully');

  await expect(page).toHaveURL(/\/iiidem-otp$/);
  await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  const code = await newMailedCode(request, E2E_ADMIN.email, 'sign-in', before);
  await page.getByLabel(/^Enter OTP/).fill(code);
  await page.getByLabel(/^Enter the captcha/).fill(E2E_ADMIN.captcha);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await acknowledge(page, 'Success', 'OTP Verified! Logging you in.');

  await expect(page).toHaveURL(/\/admin(\/applications)?$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toBeVisible();
  // The back office's code came as its own chunk, once the role was known (the applicant test relies on the name).
  expect(scripts.some((script) => /\/admin-app[-.]/.test(script))).toBe(true);
  // The account menu leads back to the back office from the public pages.
  await page.goto('/');
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('link', { name: 'Back office' }).click();
  await expect(nav).toBeVisible();
});

/** The sign-in codes already in the mailbox for the admin (so the new one can be told apart). */
async function mailedSignInCodes(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/dev/mailbox')).text();
  return html
    .split('<article>')
    .filter((item) => item.includes(`To: ${E2E_ADMIN.email}`) && item.includes('sign-in'))
    .map((item) => /is: (\d{6})/.exec(item)?.[1])
    .filter((code): code is string => Boolean(code));
}

test('an applicant opening /admin is sent to their dashboard without loading the back office', async ({
  page,
  request,
}) => {
  const token = await newApplicantToken(request);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('user_type', '2');
  }, token);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  // The entry chunk of /admin/* decides; the back office's own code is never fetched.
  expect(scripts.filter((script) => /\/admin-app[-.]|\/admin-page[-.]|\/staff-page[-.]/.test(script))).toEqual([]);
  // And the API refuses the applicant.
  const refused = await request.get('/api/admin/staff', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

test('the admin invites a staff member, who sets a password; deactivating them ends their session', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `staff.${stamp}@iiidem.example`;
  const lastName = `Kumar${stamp.replace(/\d/g, '')}`.slice(0, 30);
  const name = `Ravi ${lastName}`;

  await signInAsAdmin(page, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff and admin accounts' })).toBeVisible();
  await expectNoAxeViolations(page);
  // At 375 px the table scrolls in its own box; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  const form = page.getByRole('region', { name: 'Invite a staff member' });
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^First name/).fill('Ravi');
  await form.getByLabel(/^Last name/).fill(lastName);
  await form.getByLabel(/^Role/).selectOption('staff');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByText('Invitation pending')).toBeVisible();

  // The invitee follows the mail: the password reset sets a password and verifies the account.
  const mailbox = await (await request.get('/dev/mailbox')).text();
  expect(mailbox).toContain(`To: ${email}`);
  expect(mailbox).toContain('Your IIIDEM Portal staff account');
  await postJson(request, '/api/password-reset', { email, ...(await captcha(request)) });
  await postJson(request, '/api/password-reset/confirm', {
    email,
    otp: await newMailedCode(request, email, 'password reset'),
    password: STAFF_PASSWORD,
    confirm_password: STAFF_PASSWORD,
    ...(await captcha(request)),
  });
  const staffToken = await apiSignIn(request, email, STAFF_PASSWORD);
  const staffHeaders = { authorization: `Bearer ${staffToken}` };
  expect((await request.get('/api/admin/applications', { headers: staffHeaders })).status()).toBe(200);
  expect((await request.get('/api/admin/staff', { headers: staffHeaders })).status()).toBe(403);

  await page.reload();
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is deactivated; their sessions have ended.` }),
  ).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeFocused();

  // The staff member's token is refused at once, and signing in again is refused.
  expect((await request.get('/api/user-details', { headers: staffHeaders })).status()).toBe(401);
  const signInAgain = await request.post('/api/sessions', {
    data: { email, password: STAFF_PASSWORD, ...(await captcha(request)) },
  });
  expect(signInAgain.status()).toBe(403);
});
