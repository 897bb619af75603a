import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { APPLICANT_PASSWORD, openCourse, photo } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectHindiPage } from '../fixtures/hindi';
import { PUBLIC_ROUTES } from '../fixtures/routes';
import { inChunks } from '../fixtures/sweep';

/**
 * The applicant's journey in Hindi (issue 14), at 1280 and 375 px: home, a course, sign-up, the e-mailed code,
 * sign-in and its code, the domestic nomination and the dashboard, each page in Hindi (`<html lang="hi">` and
 * Devanagari for nearly every letter on it) and free of axe violations. Fields are found by their names: their
 * Hindi labels are the catalogues' business, checked by the share of Devanagari.
 */

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The code in the newest mail to `to` after the `seen` first ones (the development mailbox, any language). */
async function nextCode(request: APIRequestContext, to: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text();
        const mails = html.split('<article>').filter((item) => item.includes(`To: ${to}`));
        if (mails.length <= seen) return '';
        code = /\b(\d{6})\b/.exec(mails[0] ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 30_000, message: `mail number ${seen + 1} to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const html = await (await request.get('/dev/mailbox')).text();
  return html.split('<article>').filter((item) => item.includes(`To: ${to}`)).length;
}

/** Reads the alert dialog in Hindi, then closes it. */
async function acknowledgeInHindi(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(/[\u0900-\u097F]/);
  await dialog.getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The captcha picture has loaded (its field exists before). */
async function captchaLoaded(page: Page) {
  await expect(page.locator('.captcha-field__picture img')).toBeVisible();
}

async function checkPage(page: Page) {
  await expectHindiPage(page);
  await expectNoAxeViolations(page);
}

test.describe.configure({ timeout: 180_000 });

test('home, course, sign-up, codes, sign-in, domestic nomination and dashboard, all in Hindi', {
  tag: '@phone',
}, async ({ page, request }) => {
  const email = `hindi.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const course = await openCourse(request, 1, 'No');

  await page.goto('/?lang=hi');
  await checkPage(page);

  await page.goto(`/training-program-details/${course.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page);

  await page.goto('/iiidem-signup');
  await captchaLoaded(page);
  await checkPage(page);
  await page.locator('input[name="user_type"][value="2"]').check();
  await field(page, 'first_name').fill('Asha');
  await field(page, 'last_name').fill('Verma');
  await field(page, 'email_id').fill(email);
  await field(page, 'mobile_no').fill('9876543210');
  await field(page, 'user_pass').fill(APPLICANT_PASSWORD);
  await field(page, 'confirm_pass').fill(APPLICANT_PASSWORD);
  await field(page, 'consent').check();
  await field(page, 'captcha').fill(E2E_ADMIN.captcha);
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await acknowledgeInHindi(page);

  await expect(field(page, 'otp')).toBeVisible();
  await checkPage(page);
  await field(page, 'otp').fill(await nextCode(request, email, 0));
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await acknowledgeInHindi(page);
  await expect(page).toHaveURL(/\/iiidem-login$/);

  await captchaLoaded(page);
  await checkPage(page);
  const seen = await mailCount(request, email);
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(APPLICANT_PASSWORD);
  await field(page, 'captcha').fill(E2E_ADMIN.captcha);
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await acknowledgeInHindi(page);

  await expect(page).toHaveURL(/\/iiidem-otp$/);
  await captchaLoaded(page);
  await checkPage(page);
  await field(page, 'otp').fill(await nextCode(request, email, seen));
  await field(page, 'captcha').fill(E2E_ADMIN.captcha);
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await acknowledgeInHindi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await checkPage(page);

  await page.goto(`/domestic-application/${course.id}`);
  await expect(field(page, 'first_name')).toHaveValue('Asha');
  await checkPage(page);
  await field(page, 'title').selectOption('Ms');
  await field(page, 'gender').selectOption('F');
  await field(page, 'dob').fill('1990-02-15');
  await field(page, 'designation').fill('Deputy Collector');
  await field(page, 'state_ut_name').selectOption('S10');
  await field(page, 'photo').setInputFiles(photo('me.png'));
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await acknowledgeInHindi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: course.course_nameHi || course.course_name })).toBeVisible();
  await checkPage(page);

  // The language button switches back to English on the same page, with the spec's texts.
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Applied' })).toBeVisible();
});

test.describe('every public page in Hindi', () => {
  // At 375 px, where longer Hindi labels would break a layout first; the journey above covers 1280 px too.
  for (const routes of inChunks(PUBLIC_ROUTES)) {
    test(`${routes.join(', ')} in Hindi, with no axe violations and no sideways scrolling`, {
      tag: '@phone-only',
    }, async ({ page }) => {
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(`${route}?lang=hi`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page).toHaveTitle(/[\u0900-\u097F]/);
          await checkPage(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        });
      }
    });
  }
});
