import { expect, test } from '@playwright/test';
import { fillDomestic, holdSession, newApplicant, openCourse } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

/**
 * Issue 17: Apply Now follows the course, not the tab the applicant last opened; once applied, the course page
 * and card say so with the status, and the nomination page opens no second form.
 */
test('a domestic applicant who last opened the International tab applies to a domestic course, then sees it applied', async ({
  page,
  request,
}) => {
  const applicant = await newApplicant(request, 2);
  const course = await openCourse(request, 1, 'No');
  await holdSession(page, applicant);

  // The last tab opened is International.
  await gotoHydrated(page, '/iiidem-training-programs');
  await page.getByRole('tab', { name: 'International' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('International');
  expect(await page.evaluate(() => localStorage.getItem('activeTab'))).toBe('international');

  await gotoHydrated(page, `/training-program-details/${course.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/domestic-application/${course.id}$`));
  await fillDomestic(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Form submitted successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The course page: applied, with the status, instead of Apply Now.
  await gotoHydrated(page, `/training-program-details/${course.id}`);
  await expect(page.getByText('You have applied for this course.')).toBeVisible();
  await expect(page.getByText('Status: Received')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, `/training-program-details/${course.id}?lang=hi`);
  await expect(page.getByText('आपने इस पाठ्यक्रम के लिए आवेदन किया है।')).toBeVisible();
  await expect(page.getByText('स्थिति: प्राप्त')).toBeVisible();
  await expectNoAxeViolations(page);

  // The nomination route: the same state and the way to the dashboard, no form.
  await page.goto(`/domestic-application/${course.id}?lang=en`);
  await expect(page.getByText('You have applied for this course.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByLabel(/^First Name/)).toHaveCount(0);
  await page.getByRole('link', { name: 'See your application in My Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The course's card in the list.
  await gotoHydrated(page, '/iiidem-training-programs?lang=en');
  await page.getByRole('tab', { name: 'Domestic' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.course_name }) });
  await expect(card.getByText('Applied: Received')).toBeVisible();
});
