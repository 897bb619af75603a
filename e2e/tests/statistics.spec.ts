import { expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Seeing the whole (issue 19): the back-office home counts a course's applications by status and each count opens
 * the filtered list; Statistics shows the participants as charts and tables, and a table downloads as CSV. Both
 * pages pass axe at 1280 and 375 px without sideways scrolling.
 */

/** axe at 1280 px and at 375 px, where the page must not scroll sideways. */
async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the home counts a course’s applications and links to the filtered list; Statistics shows charts and tables and exports CSV', async ({
  page,
  request,
}, testInfo) => {
  const staff = await createStaffAndSignIn(page, request);
  const today = istToday();
  const name = `E2E statistics ${Date.now().toString(36)}${testInfo.project.name}`;
  const course = await staffPost(request, '/api/admin/courses', staff.token, {
    course_name: name,
    start_from: addDays(today, -10),
    end_to: addDays(today, 5),
    held_from: addDays(today, -2),
    held_to: addDays(today, -1),
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    capacity: 5,
    published: true,
  });
  const courseId = course.data.id as number;
  const attended = await newApplicant(request, 2, { lastName: 'Attended' });
  const waiting = await newApplicant(request, 2, { lastName: 'Waiting' });
  const attendedId = await submitDomestic(request, attended, courseId);
  await submitDomestic(request, waiting, courseId);
  await staffPost(request, `/api/admin/applications/${attendedId}/status`, staff.token, { status: 2 });
  await staffPost(request, `/api/admin/applications/${attendedId}/complete`, staff.token, {});

  // The home: one new and to review, one approved and completed, four seats left.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office home' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  for (const count of ['1 new', '1 to review', '1 approved', '1 completed']) {
    await expect(row.getByRole('link', { name: `${count}, ${name}` })).toBeVisible();
  }
  await expect(row.getByRole('cell', { name: '0 waitlisted' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await checkBothWidths(page);
  await row.getByRole('link', { name: `1 to review, ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?course_id=${courseId}&status=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByText('Waiting', { exact: false }).first()).toBeVisible();

  // Statistics for this year: the course is in the course table, beside its chart; its table downloads as CSV.
  const year = today.slice(0, 4);
  await page.goto(`/admin/statistics?from_year=${year}&to_year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(
    page.getByText(
      'Participants are applicants whose attendance staff marked completed; a participant counts in the year the course was held.',
    ),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'Participants by course' });
  await expect(section.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
  await expect(section.locator('figure.statistics-chart[aria-hidden="true"] rect').first()).toBeAttached();
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: /Download CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`participants-by-course-${year}-${year}.csv`);
  await checkBothWidths(page);
});
