import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { adminApiToken, E2E_ADMIN, holdStaffSession, newMailedCode } from '../fixtures/admin';
import { APPLICANT_PASSWORD, captcha, postJson } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectHindiPage } from '../fixtures/hindi';

/**
 * The person's data (issue 17, DPDP Act 2023): the sign-up notice and its consent box, "Download all my data"
 * and "Request deletion of my account" on My Profile (English and Hindi), staff carrying the request out in the
 * back office's "Data requests", after which the account cannot sign in.
 */

const CONSENT = 'I agree to the processing of my personal data as described above.';

async function signUpThroughTheForm(page: Page, email: string, lastName: string) {
  await page.goto('/iiidem-signup');
  await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  const notice = page.locator('section', { has: page.getByRole('heading', { name: 'Your personal data' }) });
  await expect(notice).toContainText('We keep them while your account is open.');
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Domestic' }).check();
  await page.getByLabel(/^First name/).fill('Asha');
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mobile number/).fill('9876543210');
  await page.getByLabel(/^Password/).fill(APPLICANT_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(APPLICANT_PASSWORD);
  await page.getByLabel(/^Enter the captcha/).fill(E2E_ADMIN.captcha);
  // Without the consent nothing is sent.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Please agree to the processing of your personal data to sign up.').first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByLabel(/^Enter OTP/).fill(await newMailedCode(page.request, email, 'sign-up'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/iiidem-login$/);
}

async function signInThroughTheApi(page: Page, email: string): Promise<string> {
  const signIn = await postJson(page.request, '/api/sessions', {
    email,
    password: APPLICANT_PASSWORD,
    ...(await captcha(page.request)),
  });
  const verified = await postJson(page.request, '/api/sessions/verify', {
    attempt_id: signIn.data.attempt_id,
    otp: await newMailedCode(page.request, email, 'sign-in'),
    ...(await captcha(page.request)),
  });
  return verified.data.token;
}

test('sign up with the consent notice, download my data, request deletion; staff carry it out and sign-in fails', async ({
  page,
  browser,
}) => {
  const lastName = `Dpdp${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const email = `dpdp.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  await signUpThroughTheForm(page, email, lastName);

  const token = await signInThroughTheApi(page, email);
  await page.evaluate((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('user_type', '2');
  }, token);
  await page.goto('/edit-profile');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Your data' }) });
  await expect(panel.getByRole('button', { name: 'Download all my data' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The download holds the account with the consent's date.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download all my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^iiidem-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.tables.users[0]).toMatchObject({ email_id: email, last_name: lastName, first_name: 'Asha' });
  expect(data.tables.users[0].consent_at).toMatch(/^\d{4}-/);
  expect(data.tables.sessions.length).toBeGreaterThan(0);

  // The deletion request, confirmed with the password in a dialog.
  await panel.getByRole('button', { name: 'Request deletion of my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request deletion of my account' });
  await dialog.getByLabel(/^Password/).fill('Wrong@Pass99');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Password/).fill(APPLICANT_PASSWORD);
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  await expect(
    page.getByText('Your request to delete the account has been received. Staff will carry it out.'),
  ).toBeVisible();
  await expect(
    panel.getByText(
      /^You asked for your account to be deleted on \d{2}-\d{2}-\d{4}\. Staff will carry it out and write to you\.$/,
    ),
  ).toBeVisible();

  // The same page in Hindi.
  await page.goto('/edit-profile?lang=hi');
  await expect(page.getByRole('heading', { name: 'आपका डेटा' })).toBeVisible();
  await expectHindiPage(page, 0.8);
  await expectNoAxeViolations(page);

  // Staff carry it out in the back office (English).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await holdStaffSession(staffPage, await adminApiToken(staffPage.request), '/admin/data-requests');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
  const row = staffPage.getByRole('row', { name: new RegExp(`Asha ${lastName}`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Open');
  await expectNoAxeViolations(staffPage);
  await row.getByRole('button', { name: /^Carry out/ }).click();
  const confirm = staffPage.getByRole('dialog', { name: `Erase the account of Asha ${lastName}?` });
  await confirm.getByRole('button', { name: 'Erase the account' }).click();
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'The account was erased and the person informed.' }),
  ).toBeVisible();
  await expect(staffPage.getByRole('row', { name: new RegExp(`Asha ${lastName}`) })).toHaveCount(0);
  await staffContext.close();

  // The session ended and signing in fails.
  expect(
    (await page.request.get('/api/user-details', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  const signIn = await page.request.post('/api/sessions', {
    data: { email, password: APPLICANT_PASSWORD, ...(await captcha(page.request)) },
  });
  expect(signIn.status()).toBe(400);
  // The last mail went to the address the account had.
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox).toContain('Your IIIDEM Portal account has been deleted');
});
