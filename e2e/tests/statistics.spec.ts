import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Seeing the whole (issue 19): the back-office home counts a course's applications by status and each count opens
 * the filtered list; Statistics shows the participants as charts and tables, a table downloads as CSV, and the
 * figures computed for the home page go on it. Both pages pass axe at 1280 and 375 px without sideways scrolling.
 */

type Figures = Record<'years' | 'programs' | 'participants' | 'countries', { en: string; hi: string }>;

/**
 * Puts `figures` (and the countries as the footprint's total) back in the site settings through the API, from the
 * latest version: another test may save the settings meanwhile (a 409 then tries again).
 */
async function restoreFigures(request: APIRequestContext, token: string, figures: Figures, total: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { data } = await (await request.get('/api/admin/site-settings', { headers })).json();
    const settings = { ...data.settings, homeFigures: figures, footprint: { ...data.settings.footprint, total } };
    const saved = await request.put('/api/admin/site-settings', { headers, data: { version: data.version, settings } });
    if (saved.ok()) return;
    expect(saved.status(), await saved.text()).toBe(409);
  }
  throw new Error('The home page figures could not be restored.');
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

test('the home counts a course’s applications and links to the filtered list; Statistics shows charts and tables, exports CSV and puts its figures on the home page', async ({
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
  await expect(
    section.locator('figure.statistics-chart[aria-hidden="true"] .recharts-bar-rectangle').first(),
  ).toBeAttached();
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: /Download CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`participants-by-course-${year}-${year}.csv`);
  await checkBothWidths(page);

  // The figures computed from the participants go on the home page after a confirmation; then the old ones go back.
  const headers = { authorization: `Bearer ${staff.token}` };
  const before = (await (await request.get('/api/site-settings', { headers })).json()).data;
  const figuresSection = page.getByRole('region', { name: 'Figures for the home page' });
  await figuresSection.getByRole('button', { name: 'Put the computed figures on the home page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put the computed figures on the home page?' });
  const saving = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/statistics/home-figures') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Put on the home page' }).click();
  const saved = await saving;
  expect(saved.status(), await saved.text()).toBe(200);
  const figures = (await saved.json()).data.figures as Figures;
  try {
    await expect(figuresSection.getByRole('status')).toContainText(`${figures.participants.en} participants`);
    await page.goto('/');
    const shown = page.getByRole('list', { name: 'IIIDEM in figures' }).getByRole('listitem');
    await expect(shown).toHaveText([
      `${figures.years.en}Years`,
      `${figures.programs.en}Programs`,
      `${figures.participants.en}Participants`,
      `${figures.countries.en}Countries`,
    ]);
    await expect(page.getByRole('region', { name: 'Our Global Footprint' })).toContainText(
      `${figures.countries.en} countries`,
    );
  } finally {
    await restoreFigures(request, staff.token, before.homeFigures, before.footprint.total);
  }
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'IIIDEM in figures' }).getByRole('listitem').first()).toHaveText(
    `${before.homeFigures.years.en}Years`,
  );
});
