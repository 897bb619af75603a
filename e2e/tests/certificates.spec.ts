import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminHeaders, signInAsAdmin } from '../fixtures/admin';
import { applyThroughApi, newApplicant, openCourse, postJson } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Completion and certificates: the admin marks an approved application completed and generates its
 * certificate on the back-office application page, then the public check (/verify-certificate/:number,
 * where the certificate's QR code leads) confirms it and refuses an unknown number. The applicant and the
 * approval come from driving the API.
 */

/** Applies to an open domestic course as a new applicant (Asha Verma) and has the admin approve it; answers its id. */
async function approvedApplication(request: APIRequestContext): Promise<number> {
  const applicant = await newApplicant(request, 2);
  const id = await applyThroughApi(request, applicant, await openCourse(request, 1));
  await postJson(request, `/api/admin/applications/${id}/status`, { status: 2 }, await adminHeaders(request));
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
