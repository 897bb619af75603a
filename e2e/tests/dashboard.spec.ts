import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { adminHeaders } from '../fixtures/admin';
import { type Applicant, fillDomestic, holdSession, istToday, newApplicant, openCourse } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectHindiPage } from '../fixtures/hindi';
import { pdfStandardText } from '../fixtures/pdf-text';

/**
 * The applicant's dashboard (issue 17): the application's number and date, the acknowledgement PDF, the
 * submitted nomination, withdrawal before review (refused after) and the approved course's calendar file.
 */

test.describe.configure({ timeout: 120_000 });

/** Applies to an open domestic course in the browser; answers the dashboard row's panel and the course. */
async function applyAndOpenDashboard(page: Page, request: APIRequestContext, applicant: Applicant) {
  const course = await openCourse(request, 1);
  await holdSession(page, applicant);
  await page.goto(`/domestic-application/${course.id}`);
  await fillDomestic(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Form submitted successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole('button', { name: course.course_name });
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await row.getAttribute('aria-controls')}"]`);
  return { course, panel };
}

async function applicationsOf(request: APIRequestContext, applicant: Applicant) {
  const response = await request.get('/api/applications', { headers: { authorization: `Bearer ${applicant.token}` } });
  return (await response.json()).data as Array<{ id: number; application_number: string; course: { id: number } }>;
}

function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

test('the dashboard shows the number and date, the acknowledgement holds them, the view shows the nomination, and withdrawal works before review', {
  tag: '@phone',
}, async ({ page, request }) => {
  const applicant = await newApplicant(request, 2);
  const { course, panel } = await applyAndOpenDashboard(page, request, applicant);
  const [application] = (await applicationsOf(request, applicant)).filter((row) => row.course.id === course.id);
  if (!application) throw new Error('no application');
  const number = application.application_number;
  expect(number).toMatch(/^IIIDEM\/\d{4}\/\d{6}$/);
  const submitted = dayMonthYear(istToday());
  await expect(panel.getByTestId('application-number')).toHaveText(number);
  await expect(panel.getByTestId('submitted-on')).toHaveText(submitted);
  await expectNoAxeViolations(page);

  // The acknowledgement PDF downloads and holds the number, the course and the date.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download acknowledgement (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`acknowledgement-${number.replaceAll('/', '-')}.pdf`);
  const text = pdfStandardText(await readFile(await download.path()));
  for (const expected of [number, submitted, 'Acknowledgement of Nomination', 'Deputy Collector']) {
    expect(text, expected).toContain(expected);
  }

  // The submitted nomination, read-only.
  await panel.getByRole('link', { name: `View application ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-application/${application.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Application ${number}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('DesignationDeputy Collector');
  await expect(page.getByRole('img', { name: 'Photo' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Both pages in Hindi.
  await page.goto(`/my-application/${application.id}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1, name: `आवेदन ${number}` })).toBeVisible();
  await expectHindiPage(page, 0.5);
  await expectNoAxeViolations(page);
  await page.goto('/dashboard?lang=en');
  await page.goto('/dashboard?lang=hi');
  await expect(page.getByRole('button', { name: 'आवेदन वापस लें' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dashboard?lang=en');

  // Withdrawal, after a confirmation.
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toContainText(`Your application ${number} for ${course.course_name} will be withdrawn.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application has been withdrawn.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Application progress' }).first().getByRole('listitem')).toHaveText([
    'Applied: completed',
    'Withdrawn: not successful',
  ]);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
});

test('withdrawal is refused once reviewed, and the approved course calendar file downloads and parses', async ({
  page,
  request,
}) => {
  const applicant = await newApplicant(request, 2);
  const { course, panel } = await applyAndOpenDashboard(page, request, applicant);
  const [application] = (await applicationsOf(request, applicant)).filter((row) => row.course.id === course.id);
  if (!application) throw new Error('no application');

  // Staff approve it while the dashboard still offers Withdraw.
  const approved = await request.post(`/api/admin/applications/${application.id}/status`, {
    headers: await adminHeaders(request),
    data: { status: 2 },
  });
  expect(approved.ok()).toBe(true);
  await panel.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been reviewed' })).toHaveText(
    'This application has already been reviewed, so it can no longer be withdrawn.',
  );

  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^course-IIIDEM-\d{4}-\d{6}\.ics$/);
  const vevent = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8'))).getFirstSubcomponent(
    'vevent',
  );
  if (!vevent) throw new Error('the calendar file holds no event');
  const event = new ICAL.Event(vevent);
  const details = (await (await request.get(`/api/courses/${course.id}`)).json()).data.course;
  expect(event.summary).toBe(course.course_name);
  expect(event.startDate.toString()).toBe(details.held_from ?? details.start_from);
  expect(event.description).toBe(`Application number: ${application.application_number}`);
});
