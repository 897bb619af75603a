import { expect, type Page, test } from '@playwright/test';
import { fillDomestic, fillInternational, holdSession, newApplicant, openCourse } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Nominations and My Courses, end to end, on the shared portal: applicants are signed up and in through the
 * API (e2e/fixtures/applicant.ts), then fill in and submit the forms in the browser.
 */

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

  test('the international form in its error state passes axe', { tag: '@phone' }, async ({ page, request }) => {
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

  test('My Courses and the static certification form pass axe', { tag: '@phone' }, async ({ page, request }) => {
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
