import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * A whole training cycle for a batch of 40 (issue 19), in the browser: a course of 30 seats receives 40
 * nominations; one bulk approval fills the seats and waitlists the other 10; a rejection frees a seat and the first
 * waitlisted nominee is promoted; attendance is marked for the three days the course was held; everyone who
 * attended every day is completed and certified in one action; the participant list is exported; the batch is
 * e-mailed; a revoked certificate verifies as revoked; and renaming the course afterwards leaves what the
 * verification page says as it was certified.
 */

const SEATS = 30;
const BATCH = 40;
const SURNAMES = ['Anand', 'Bose', 'Chawla', 'Das', 'Iyer', 'Joshi', 'Kapoor', 'Menon'];
const dayText = (day: string) => day.split('-').reverse().join('-');

/** Forty distinct surnames (the name sanitiser keeps letters): Ananda, Bosea ... Menonu. */
function surname(index: number): string {
  return `${SURNAMES[index % SURNAMES.length]}${'aeiou'[Math.floor(index / SURNAMES.length)]}`;
}

/** The batch's nominations, eight at a time (each is a sign-up, two codes and a nomination through the API). */
async function seedBatch(request: APIRequestContext, courseId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < BATCH; start += 8) {
    const chunk = Array.from({ length: 8 }, (_, offset) => surname(start + offset));
    const created = await Promise.all(
      chunk.map(async (lastName) => {
        const applicant = await newApplicant(request, 2, { lastName });
        return [`Ms Asha ${lastName}`, await submitDomestic(request, applicant, courseId, 'Asha')] as const;
      }),
    );
    for (const [name, id] of created) ids.set(name, id);
  }
  return ids;
}

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: (await readFile(await download.path())).toString('utf8') };
}

test('a batch of 40: approve to capacity, waitlist, promote, attendance, complete and certify, export, message, revoke', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const staff = await createStaffAndSignIn(page, request);
  const auth = { authorization: `Bearer ${staff.token}` };
  const today = istToday();
  const days = [addDays(today, -2), addDays(today, -1), today];
  const stamp = Date.now().toString(36);
  const title = `E2E batch ${stamp}`;
  const course = {
    course_name: title,
    start_from: addDays(today, -20),
    end_to: addDays(today, 5),
    held_from: days[0],
    held_to: days[2],
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    capacity: SEATS,
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  };
  const courseId = (await staffPost(request, '/api/admin/courses', staff.token, course)).data.id as number;
  const ids = await seedBatch(request, courseId);
  expect(ids.size).toBe(BATCH);

  // Approve everyone in one bulk change, selecting page by page: 30 are approved, 10 go to the waitlist.
  await page.goto(`/admin/applications?course_id=${courseId}&sort=name&order=asc`);
  await expect(page.getByText(`Seats: 0 of ${SEATS} taken, ${SEATS} left. 0 waitlisted.`)).toBeVisible();
  const selectPage = page.getByRole('checkbox', { name: 'Select all applications on this page' });
  await selectPage.check();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Page 2 of 2 (${BATCH} applications)`)).toBeVisible();
  await selectPage.check();
  await page.getByLabel('New status').selectOption({ label: 'Approved' });
  await page.getByRole('button', { name: 'Preview change' }).click();
  const preview = page.getByRole('dialog', { name: 'Change status to Approved' });
  await expect(preview).toContainText(
    `${SEATS} will change to Approved; ${BATCH - SEATS} will go to the waitlist (no seat left); 0 will be skipped.`,
  );
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: `Confirm: change ${BATCH}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waitlisted' })).toHaveText(
    `${SEATS} changed to Approved, ${BATCH - SEATS} waitlisted (no seat left), 0 skipped.`,
  );
  await expect(page.getByText(`Seats: ${SEATS} of ${SEATS} taken, 0 left. ${BATCH - SEATS} waitlisted.`)).toBeVisible();

  // One approved nominee withdraws (rejected here); the first on the waitlist is promoted and e-mailed.
  const list = await request.get(`/api/admin/applications?course_id=${courseId}&status=2&page_size=100`, {
    headers: auth,
  });
  const approved = (await list.json()).data.applications as { id: number }[];
  expect(approved).toHaveLength(SEATS);
  await staffPost(request, `/api/admin/applications/${approved[0]?.id}/status`, staff.token, { status: 3 });
  await page.reload();
  await expect(page.getByText('A seat is free.')).toBeVisible();
  const promote = page.getByRole('button', { name: /^Promote .+ from the waitlist$/ });
  const promotedName = /^Promote (.+) from the waitlist$/.exec((await promote.textContent()) ?? '')?.[1] ?? '';
  await promote.click();
  await expect(page.getByRole('status').filter({ hasText: 'promoted' })).toHaveText(
    `${promotedName} was promoted from the waitlist to Approved. The applicant has been e-mailed.`,
  );
  await expect(
    page.getByText(`Seats: ${SEATS} of ${SEATS} taken, 0 left. ${BATCH - SEATS - 1} waitlisted.`),
  ).toBeVisible();

  // Attendance for the three days: everyone present (by keyboard), then one nominee absent on the second day.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `Attendance of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Attendance: ${title}` })).toBeVisible();
  for (const day of days) {
    const all = page.getByRole('checkbox', { name: `All present on ${dayText(day)}`, exact: true });
    await all.focus();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
  }
  const absent = page.getByRole('checkbox', { name: `Present on ${dayText(days[1] as string)}: Ms ${promotedName}` });
  await absent.uncheck();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByRole('status')).toHaveText('Attendance saved.');
  await expectNoAxeViolations(page);

  // Complete and certify all who attended, in one action after a preview.
  await page.getByRole('button', { name: 'Preview completion' }).click();
  const completion = page.getByRole('dialog', { name: 'Complete all who attended' });
  await expect(completion).toContainText(`Will be completed and certified (${SEATS - 1})`);
  await expect(completion).toContainText(`Ms ${promotedName}: Not completed: attended too few days (2 of 3 days)`);
  await completion.getByRole('button', { name: `Complete and certify ${SEATS - 1}` }).click();
  // Twenty-nine certificates are drawn in this one request: give it longer than a click's answer.
  await expect(page.getByRole('status')).toHaveText(`${SEATS - 1} completed and ${SEATS - 1} certificates issued.`, {
    timeout: 60_000,
  });

  // The participant list: 30 approved, 9 waitlisted and the rejected one, exported with 29 certificate numbers.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `List of participants of ${title}` }).click();
  await expect(
    page.getByText(`${BATCH} (${SEATS} approved, ${BATCH - SEATS - 1} waitlisted, 1 rejected)`),
  ).toBeVisible();
  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toBe(`E2E-batch-${stamp}-${days[0]}.csv`);
  const rows = csv.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
  expect(rows).toHaveLength(BATCH);
  expect(rows.filter((row) => /,IIIDEM-\d{4}-[0-9A-Z]{8}$/.test(row))).toHaveLength(SEATS - 1);

  // A message to the approved participants, each in their language, through the outbox.
  await page.getByRole('radio', { name: 'Approved participants' }).check();
  await page.getByRole('textbox', { name: 'Subject (English)' }).fill(`Certificates of {course}`);
  await page.getByRole('textbox', { name: 'Message (English)' }).fill('Dear {name},\n\nYour certificate is ready.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText(`${SEATS} recipients (${SEATS} in English, 0 in Hindi).`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Send to ${SEATS} participants` }).click();
  await expect(page.getByRole('status')).toHaveText(`Message queued for ${SEATS} participants.`);
  await expect
    .poll(async () => (await (await request.get('/dev/mailbox')).text()).split(`Certificates of ${title}`).length - 1)
    .toBeGreaterThanOrEqual(10);

  // Two certificates: one is revoked in the back office, the other is left as issued.
  const certified: { id: number; number: string }[] = [];
  for (const id of ids.values()) {
    if (certified.length === 2) break;
    const state = (await (await request.get(`/api/admin/applications/${id}/certificate`, { headers: auth })).json())
      .data;
    if (state.certificate?.certificate_number) certified.push({ id, number: state.certificate.certificate_number });
  }
  const [revoked, kept] = certified as [(typeof certified)[0], (typeof certified)[0]];
  await page.goto(`/admin/applications/${revoked.id}`);
  const panel = page.getByRole('region', { name: 'Completion and certificate' });
  await panel.getByRole('button', { name: 'Revoke certificate' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke the certificate?' });
  await revoke.getByLabel('Reason (required)').fill('Did not attend the closing session');
  await revoke.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(panel.getByRole('status')).toContainText('The certificate was revoked.');

  // The course is renamed afterwards; verification still shows what was certified.
  const renamed = await request.put(`/api/admin/courses/${courseId}`, {
    headers: auth,
    data: { ...course, course_name: `${title} (renamed)` },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const { baseURL, viewport } = testInfo.project.use;
  const visitor = await (await browser.newContext({ baseURL, viewport })).newPage();
  await visitor.goto(`/verify-certificate/${revoked.number}`);
  await expect(visitor.getByRole('heading', { name: /This certificate has been revoked\./ })).toBeVisible();
  await expect(visitor.getByText(/^Revoked on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await visitor.goto(`/verify-certificate/${kept.number}`);
  await expect(visitor.locator('dl')).toContainText(title);
  await expect(visitor.locator('dl')).not.toContainText('(renamed)');
  await expectNoAxeViolations(visitor);
});
