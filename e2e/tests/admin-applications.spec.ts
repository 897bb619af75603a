import { type APIRequestContext, expect, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { applyThroughApi, newApplicant, openCourse } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Back office, Applications: a new applicant applies (through the API); a staff member finds the application
 * with the list's search, opens it, approves it with a note and sees the change in the timeline; the applicant
 * is e-mailed. Both pages are scanned with axe.
 */

/** A name no other test uses (letters only, as the name fields require). */
function uniqueLastName(): string {
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]);
  return `Reviewee${letters.join('')}`;
}

/** A new domestic applicant with a name of its own applies to an open course of the demo content. */
async function applyAsNewApplicant(request: APIRequestContext) {
  const applicant = await newApplicant(request, 2, { lastName: uniqueLastName() });
  const id = await applyThroughApi(request, applicant, await openCourse(request, 1));
  return { id, email: applicant.email, lastName: applicant.lastName };
}

test.describe('Back office: applications review', () => {
  test('staff find an application, approve it with a note and see it in the timeline', async ({ page, request }) => {
    test.setTimeout(120_000);
    const applied = await applyAsNewApplicant(request);
    await createStaffAndSignIn(page, request, '/admin/applications');

    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Applications, sorted by/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Search name or e-mail').fill(applied.lastName.toLowerCase());
    await page.getByLabel('Status').selectOption('1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${applied.lastName.toLowerCase()}`));
    await expect(page).toHaveURL(/status=1/);
    const rows = page.getByRole('table', { name: /Applications/ }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('link', { name: `Asha ${applied.lastName}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/applications/${applied.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${applied.id}: Asha ${applied.lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of Asha ${applied.lastName}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Approved' }).check();
    await page.getByLabel('Note to the applicant (optional)').fill('Please bring your ID card on the first day.');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Status changed to Approved. The applicant has been e-mailed.')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(1);
    await expect(timeline.first()).toContainText('Status changed: Received → Approved');
    await expect(timeline.first()).toContainText('Note: Please bring your ID card on the first day.');
    await expect(page.getByRole('radio', { name: 'Approved (current)' })).toBeChecked();

    const mailbox = await (await request.get('/dev/mailbox')).text();
    const mail = mailbox
      .split('<article>')
      .find((item) => item.includes(`To: ${applied.email}`) && item.includes('Approved'));
    expect(mail, 'the applicant is e-mailed the new status').toBeTruthy();
    expect(mail).toContain('Please bring your ID card on the first day.');
  });
});
