import { expect, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Attendance (issue 19): staff mark a small batch's attendance by keyboard on one screen, preview "Complete all who
 * attended" (who will be completed and certified, who not and why), and complete and certify them in one action.
 * At 375 px the sheet and the preview are swept by back-office-layout.spec.ts.
 */

const dayText = (day: string) => day.split('-').reverse().join('-');

test('staff mark attendance by keyboard, preview, then complete and certify the batch in one action', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createStaffAndSignIn(page, request);
  const today = istToday();
  const days = [addDays(today, -2), addDays(today, -1), today];
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const course = await staffPost(request, '/api/admin/courses', staff.token, {
    course_name: `E2E attendance ${stamp}`,
    start_from: addDays(today, -10),
    end_to: addDays(today, 5),
    held_from: days[0],
    held_to: days[2],
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  });
  const courseId = course.data.id as number;
  const people: { name: string; id: number }[] = [];
  // The nomination carries the account's name: Asha Verma, Asha Gupta, Asha Rao.
  for (const lastName of ['Verma', 'Gupta', 'Rao']) {
    const applicant = await newApplicant(request, 2, { lastName });
    const id = await submitDomestic(request, applicant, courseId, 'Asha');
    await staffPost(request, `/api/admin/applications/${id}/status`, staff.token, { status: 2 });
    people.push({ name: `Ms Asha ${lastName}`, id });
  }
  const [verma, gupta, rao] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];

  // From the course list to its attendance.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `Attendance of E2E attendance ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Attendance: E2E attendance ${stamp}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: everyone present each day, then Asha Rao absent on the second day.
  for (const day of days) {
    const all = page.getByRole('checkbox', { name: `All present on ${dayText(day)}`, exact: true });
    await all.focus();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
  }
  const raoDay2 = page.getByRole('checkbox', { name: `Present on ${dayText(days[1] as string)}: ${rao.name}` });
  await raoDay2.focus();
  await page.keyboard.press('Space');
  await expect(raoDay2).not.toBeChecked();
  // Leaving with unsaved marks asks first.
  await page.getByRole('link', { name: 'Back to courses' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(raoDay2).not.toBeChecked();
  const saveButton = page.getByRole('button', { name: 'Save attendance' });
  await saveButton.focus();
  await expect(saveButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Attendance saved.');

  // The rule, in words, and the preview.
  await expect(page.getByText('Rule: Attended at least 3 of 3 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview completion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete all who attended' });
  await expect(dialog).toContainText('Will be completed and certified (2)');
  await expect(dialog).toContainText(`${verma.name}: Will be completed and certified (3 of 3 days)`);
  await expect(dialog).toContainText(`${gupta.name}: Will be completed and certified (3 of 3 days)`);
  await expect(dialog).toContainText(`${rao.name}: Not completed: attended too few days (2 of 3 days)`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Complete and certify 2' }).click();
  await expect(page.getByRole('status')).toHaveText('2 completed and 2 certificates issued.');

  // The certificates exist.
  for (const person of [verma, gupta]) {
    const response = await request.get(`/api/admin/applications/${person.id}/certificate`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    const state = (await response.json()).data;
    expect(state.completed_at).not.toBeNull();
    expect(state.certificate.certificate_number).toMatch(/^IIIDEM-\d{4}-[0-9A-Z]{8}$/);
    await expect(page.getByRole('rowheader', { name: new RegExp(person.name) })).toContainText(
      state.certificate.certificate_number,
    );
  }
  const raoState = await request.get(`/api/admin/applications/${rao.id}/certificate`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect((await raoState.json()).data.completed_at).toBeNull();

  // The page never scrolls sideways; the sheet scrolls inside its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  await expectNoAxeViolations(page);
});
