import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * A whole training cycle for a batch of 40 (issue 19), in the browser: a course of 30 seats receives 40
 * nominations; one bulk approval fills the seats and waitlists the other 10; a rejection frees a seat and the first
 * waitlisted nominee is promoted; attendance is marked for the three days the course was held; everyone who
 * attended every day is completed and certified in one action; the participant list is exported; the batch is
 * e-mailed; a revoked certificate verifies as revoked; and renaming the course afterwards leaves what the
 * verification page says as it was certified. It also holds the details of each step (the seats line, the preview's
 * rows, the unsaved-marks prompt, the printed list, the CSV and XLSX columns, who gets the message). At 375 px these
 * screens are swept by back-office-layout.spec.ts.
 */

const HEADER = [
  'Application ID',
  'Name',
  'Designation',
  'Work place',
  'State or country',
  'Mobile',
  'E-mail',
  'Gender',
  'Date of birth',
  'Hostel',
  'Status',
  'Attended days',
  'Certificate number',
];

const SEATS = 30;
const BATCH = 40;
const SURNAMES = ['Anand', 'Bose', 'Chawla', 'Das', 'Iyer', 'Joshi', 'Kapoor', 'Menon'];
const dayText = (day: string) => day.split('-').reverse().join('-');

/** Forty distinct surnames (the name sanitiser keeps letters): Ananda, Bosea ... Menonu. */
function surname(index: number): string {
  return `${SURNAMES[index % SURNAMES.length]}${'aeiou'[Math.floor(index / SURNAMES.length)]}`;
}

/** The batch's nominations, eight at a time (each is a sign-up, two codes and a nomination through the API). */
async function seedBatch(
  request: APIRequestContext,
  courseId: number,
): Promise<Map<string, { id: number; email: string }>> {
  const ids = new Map<string, { id: number; email: string }>();
  for (let start = 0; start < BATCH; start += 8) {
    const chunk = Array.from({ length: 8 }, (_, offset) => surname(start + offset));
    const created = await Promise.all(
      chunk.map(async (lastName) => {
        const applicant = await newApplicant(request, 2, { lastName });
        const id = await submitDomestic(request, applicant, courseId, 'Asha');
        return [`Asha ${lastName}`, { id, email: applicant.email }] as const;
      }),
    );
    for (const [name, id] of created) ids.set(name, id);
  }
  return ids;
}

async function downloaded(page: Page, button: string): Promise<{ name: string; data: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), data: await readFile(await download.path()) };
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
  await expect(preview.getByRole('row').filter({ hasText: 'Will go to the waitlist: no seat left' })).toHaveCount(
    BATCH - SEATS,
  );
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: `Confirm: change ${BATCH}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waitlisted' })).toHaveText(
    `${SEATS} changed to Approved, ${BATCH - SEATS} waitlisted (no seat left), 0 skipped.`,
  );
  await expect(page.getByText(`Seats: ${SEATS} of ${SEATS} taken, 0 left. ${BATCH - SEATS} waitlisted.`)).toBeVisible();
  await expect(page.getByText('A seat is free.')).toHaveCount(0);

  // One approved nominee withdraws (rejected here); the first on the waitlist is promoted and e-mailed.
  const withStatus = async (status: number) =>
    (
      await (
        await request.get(`/api/admin/applications?course_id=${courseId}&status=${status}&page_size=100`, {
          headers: auth,
        })
      ).json()
    ).data.applications as { id: number; first_name: string; last_name: string }[];
  const approved = await withStatus(2);
  expect(approved).toHaveLength(SEATS);
  await staffPost(request, `/api/admin/applications/${approved[0]?.id}/status`, staff.token, { status: 3 });
  await page.reload();
  await expect(
    page.getByText(`Seats: ${SEATS - 1} of ${SEATS} taken, 1 left. ${BATCH - SEATS} waitlisted.`),
  ).toBeVisible();
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
  const promoted = ids.get(promotedName);
  expect((await withStatus(2)).map((row) => row.id)).toContain(promoted?.id);
  const waitlisted = await withStatus(4);
  expect(waitlisted).toHaveLength(BATCH - SEATS - 1);

  // Attendance for the three days, by keyboard: everyone present, then the promoted nominee absent on the second day.
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
  await absent.focus();
  await page.keyboard.press('Space');
  await expect(absent).not.toBeChecked();
  // Leaving with unsaved marks asks first.
  await page.getByRole('link', { name: 'Back to courses' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(absent).not.toBeChecked();
  const save = page.getByRole('button', { name: 'Save attendance' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Attendance saved.');
  await expectNoAxeViolations(page);

  // Complete and certify all who attended, in one action after a preview that says who and why not.
  await expect(page.getByText('Rule: Attended at least 3 of 3 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview completion' }).click();
  const completion = page.getByRole('dialog', { name: 'Complete all who attended' });
  await expect(completion).toContainText(`Will be completed and certified (${SEATS - 1})`);
  await expect(completion).toContainText(`Ms ${promotedName}: Not completed: attended too few days (2 of 3 days)`);
  const someone = approved[1];
  await expect(completion).toContainText(
    `Ms ${someone?.first_name} ${someone?.last_name}: Will be completed and certified (3 of 3 days)`,
  );
  await completion.getByRole('button', { name: `Complete and certify ${SEATS - 1}` }).click();
  // Twenty-nine certificates are drawn in this one request: give it longer than a click's answer.
  await expect(page.getByRole('status')).toHaveText(`${SEATS - 1} completed and ${SEATS - 1} certificates issued.`, {
    timeout: 60_000,
  });
  const certificateOf = async (id: number | undefined) =>
    (await (await request.get(`/api/admin/applications/${id}/certificate`, { headers: auth })).json()).data as {
      completed_at: string | null;
      certificate: { certificate_number: string } | null;
    };
  const someoneCertificate = await certificateOf(someone?.id);
  expect(someoneCertificate.certificate?.certificate_number).toMatch(/^IIIDEM-\d{4}-[0-9A-Z]{8}$/);
  await expect(
    page.getByRole('rowheader', { name: new RegExp(`Ms ${someone?.first_name} ${someone?.last_name}`) }),
  ).toContainText(someoneCertificate.certificate?.certificate_number ?? 'no number');
  expect((await certificateOf(promoted?.id)).completed_at).toBeNull();

  // The participant list: 30 approved, 9 waitlisted and the rejected one; printed without the page's controls.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `List of participants of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Participants: ${title}` })).toBeVisible();
  await expect(
    page.getByText(`${BATCH} (${SEATS} approved, ${BATCH - SEATS - 1} waitlisted, 1 rejected)`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `Participants of ${title}` });
  await expect(table.getByRole('row')).toHaveCount(BATCH + 1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Message to the participants' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Exported as CSV and XLSX, named after the course and its first day: every coordinator's column, 29 numbers.
  const fileStem = `E2E-batch-${stamp}-${days[0]}`;
  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toBe(`${fileStem}.csv`);
  const lines = csv.data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER.join(','));
  const rows = lines.slice(1);
  expect(rows).toHaveLength(BATCH);
  expect(rows.filter((row) => /,IIIDEM-\d{4}-[0-9A-Z]{8}$/.test(row))).toHaveLength(SEATS - 1);
  const waitlistedEmail = [...ids.values()].find((entry) => entry.id === waitlisted[0]?.id)?.email;
  const waitlistedRow = rows.find((row) => row.includes(`,${waitlistedEmail},`));
  expect(waitlistedRow).toContain(',Deputy Collector,Office of the Chief Electoral Officer,');
  expect(waitlistedRow).toContain(`,${waitlistedEmail},Female,15-02-1990,No,Waitlisted,0,`);
  const xlsx = await downloaded(page, 'Download XLSX');
  expect(xlsx.name).toBe(`${fileStem}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.data as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Participants');
  if (!sheet) throw new Error('no Participants sheet');
  expect(sheet.getRow(1).getCell(1).value).toBe(title);
  expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(HEADER);
  expect(sheet.rowCount).toBe(BATCH + 3);

  // A message to the approved participants from a template, previewed with the first one's values, then sent
  // through the outbox in each one's language; the waitlisted get none.
  await page.getByRole('radio', { name: 'Approved participants' }).check();
  await page.getByRole('textbox', { name: 'Subject (English)' }).fill(`Certificates of {course}`);
  await page.getByRole('textbox', { name: 'Message (English)' }).fill('Dear {name},\n\nSee you at {location}.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText(`${SEATS} recipients (${SEATS} in English, 0 in Hindi).`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`Certificates of ${title}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Send to ${SEATS} participants` }).click();
  await expect(page.getByRole('status')).toHaveText(`Message queued for ${SEATS} participants.`);
  const mailedTo = (html: string, email: string | undefined) =>
    html.split('<article>').some((item) => item.includes(`To: ${email}`) && item.includes(`Certificates of ${title}`));
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      return [mailedTo(html, promoted?.email), mailedTo(html, waitlistedEmail)];
    })
    .toEqual([true, false]);

  // Two certificates: one is revoked in the back office, the other is left as issued.
  const certified: { id: number; number: string }[] = [];
  for (const { id } of ids.values()) {
    if (certified.length === 2) break;
    const number = (await certificateOf(id)).certificate?.certificate_number;
    if (number) certified.push({ id, number });
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
