import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { type Applicant, istToday, newApplicant } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Seeing the whole (issue 19): the back-office home counts a course's applications by status and each count opens
 * the filtered list; Statistics shows the participants as charts and tables, and a table downloads as CSV. Both
 * pages pass axe at 1280 and 375 px without sideways scrolling.
 */

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function post(request: APIRequestContext, url: string, token: string, data: unknown) {
  const response = await request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function apply(request: APIRequestContext, applicant: Applicant, courseId: number): Promise<number> {
  const response = await request.post('/api/nominations/domestic', {
    headers: { authorization: `Bearer ${applicant.token}` },
    multipart: {
      course_id: String(courseId),
      title: 'Ms',
      first_name: 'Asha',
      last_name: applicant.lastName,
      gender: 'F',
      dob: '1990-02-15',
      mobile_no: '9876543210',
      email_id: applicant.email,
      current_work_place: 'Office of the Chief Electoral Officer',
      designation: 'Deputy Collector',
      state_ut_name: 'S10',
      office_address: 'Nirvachan Sadan New Delhi',
      hostel_facility: 'No',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

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
  const course = await post(request, '/api/admin/courses', staff.token, {
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
  const attendedId = await apply(request, attended, courseId);
  await apply(request, waiting, courseId);
  await post(request, `/api/admin/applications/${attendedId}/status`, staff.token, { status: 2 });
  await post(request, `/api/admin/applications/${attendedId}/complete`, staff.token, {});

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
