import { expect, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Seats (issue 19): a course of 2 seats with 3 applications; a bulk approval of all three approves two and
 * sends the third to the waitlist (the preview says so); once an approved one is rejected, "A seat is free"
 * and one click promotes the waitlisted one. At 375 px the course's list with its seats is swept by
 * back-office-layout.spec.ts.
 */

test('a course of 2 seats: approve 2, the third goes to the waitlist, a seat frees, staff promote it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createStaffAndSignIn(page, request);
  const today = istToday();
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const course = await staffPost(request, '/api/admin/courses', staff.token, {
    course_name: `E2E seats ${stamp}`,
    start_from: addDays(today, -2),
    end_to: addDays(today, 20),
    held_from: addDays(today, 25),
    held_to: addDays(today, 27),
    capacity: 2,
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  });
  const courseId = course.data.id as number;
  const ids: number[] = [];
  for (const lastName of ['Verma', 'Gupta', 'Rao']) {
    ids.push(await submitDomestic(request, await newApplicant(request, 2, { lastName }), courseId));
  }

  await page.goto(`/admin/applications?course_id=${courseId}&sort=created_at&order=asc`);
  await expect(page.getByText('Seats: 0 of 2 taken, 2 left. 0 waitlisted.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
  await page.getByLabel('New status').selectOption({ label: 'Approved' });
  await page.getByRole('button', { name: 'Preview change' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    '2 will change to Approved; 1 will go to the waitlist (no seat left); 0 will be skipped.',
  );
  await expect(dialog.getByRole('row').filter({ hasText: 'Asha Rao' })).toContainText(
    'Will go to the waitlist: no seat left',
  );
  await dialog.getByRole('button', { name: 'Confirm: change 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waitlisted' })).toHaveText(
    '2 changed to Approved, 1 waitlisted (no seat left), 0 skipped.',
  );
  await expect(page.getByText('Seats: 2 of 2 taken, 0 left. 1 waitlisted.')).toBeVisible();
  await expect(page.getByText('A seat is free.')).toHaveCount(0);

  // An approved participant is rejected: a seat is free, and the waitlisted Asha Rao is promoted in one click.
  await staffPost(request, `/api/admin/applications/${ids[0]}/status`, staff.token, { status: 3 });
  await page.reload();
  await expect(page.getByText('Seats: 1 of 2 taken, 1 left. 1 waitlisted.')).toBeVisible();
  await expect(page.getByText('A seat is free.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  await page.getByRole('button', { name: 'Promote Asha Rao from the waitlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'promoted' })).toHaveText(
    'Asha Rao was promoted from the waitlist to Approved. The applicant has been e-mailed.',
  );
  await expect(page.getByText('Seats: 2 of 2 taken, 0 left. 0 waitlisted.')).toBeVisible();
  const detail = await request.get(`/api/admin/applications/${ids[2]}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect((await detail.json()).data.status).toBe(2);
});
