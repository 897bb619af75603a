import { expect, test } from '@playwright/test';
import { createStaff, signInAsAdmin } from '../fixtures/admin';
import { addDays, istToday, newApplicant, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * The activity log (issue 19, "Seeing the whole"): a staff member edits a course and approves an application
 * (through the API: those pages have their own specs); the admin's Activity page shows both in words, with the
 * staff member's name and e-mail and the time in IST, and filters them by person and kind. axe at 1280 and
 * 375 px, no horizontal scroll at 375 px.
 */

function dmy(day: string): string {
  return day.split('-').reverse().join('-');
}

test('the admin reads a course edit and a status change in words and filters them by person and kind', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const staff = await createStaff(request, { firstName: 'Kiran', lastName: `Activity${tag}` });
  const headers = { authorization: `Bearer ${staff.token}` };
  const today = istToday();
  const course = {
    course_name: `E2E Activity course ${tag}`,
    start_from: today,
    end_to: addDays(today, 30),
    held_from: addDays(today, 40),
    held_to: addDays(today, 44),
    duration: '5 Days',
    course_type: 'Residential',
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    program_desc: 'A course for the activity log test.',
    faculty_desc: 'Faculty of IIIDEM.',
    vip_speaker: 'No',
    vip_speaker_desc: '',
    resource_material: '',
    evaluation_descp: '',
    course_hostel_facility: 'No',
    published: true,
  };
  const created = await request.post('/api/admin/courses', { headers, data: course });
  expect(created.status(), await created.text()).toBe(201);
  const courseId: number = (await created.json()).data.id;
  const renamed = `E2E Activity course ${tag} (renamed)`;
  const newHeld = addDays(today, 41);
  const edited = await request.put(`/api/admin/courses/${courseId}`, {
    headers,
    data: { ...course, course_name: renamed, held_from: newHeld },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  const applicant = await newApplicant(request, 2, { lastName: `Act${tag}` });
  const applicationId = await submitDomestic(request, applicant, courseId);
  const approved = await request.post(`/api/admin/applications/${applicationId}/status`, {
    headers,
    data: { status: 2 },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const number = `IIIDEM/${today.slice(0, 4)}/${String(applicationId).padStart(6, '0')}`;

  await signInAsAdmin(page, '/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const person = page.getByLabel('Person');
  await person.selectOption({ label: `Kiran Activity${tag} (${staff.email})` });
  await page.getByRole('button', { name: 'Show' }).click();

  const log = page.getByRole('list', { name: 'Changes, newest first' });
  const status = log.getByRole('listitem').filter({
    hasText: `Changed the status of application ${number} from Received to Approved`,
  });
  await expect(status).toBeVisible();
  await expect(status).toContainText(`Kiran Activity${tag} (${staff.email})`);
  await expect(status.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} IST$/);
  const edit = log.getByRole('listitem').filter({ hasText: `Edited course '${renamed}'` });
  await expect(edit).toContainText(`Title: ‘E2E Activity course ${tag}’ → ‘${renamed}’`);
  await expect(edit).toContainText(`Held from: ‘${dmy(course.held_from)}’ → ‘${dmy(newHeld)}’`);
  // Only this person's changes: the course added, edited, and the status change.
  await expect(log.locator(':scope > li')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByLabel('Kind').selectOption({ label: 'Courses' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(log.locator(':scope > li')).toHaveCount(2);
  await expect(status).toHaveCount(0);
  await expect(edit).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(edit).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
