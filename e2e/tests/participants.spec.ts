import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createStaffAndSignIn } from '../fixtures/admin';
import { type Applicant, addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Participant lists and messages (issue 19): staff open a course's participants from the course list, print it,
 * download it as CSV and XLSX (both read back), and e-mail the approved participants from a template.
 */

async function downloaded(page: Page, button: string): Promise<{ name: string; data: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), data: await readFile(path) };
}

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

test("staff print and export a course's participants and e-mail the approved ones", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createStaffAndSignIn(page, request);
  const today = istToday();
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const title = `E2E participants ${stamp}`;
  const heldFrom = addDays(today, 20);
  const course = await staffPost(request, '/api/admin/courses', staff.token, {
    course_name: title,
    start_from: addDays(today, -5),
    end_to: addDays(today, 10),
    held_from: heldFrom,
    held_to: addDays(today, 24),
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  });
  const courseId = course.data.id as number;
  const people: { applicant: Applicant; id: number }[] = [];
  for (const [lastName, status] of [
    ['Verma', 2],
    ['Gupta', 2],
    ['Rao', 4],
  ] as const) {
    const applicant = await newApplicant(request, 2, { lastName });
    const id = await submitDomestic(request, applicant, courseId);
    await staffPost(request, `/api/admin/applications/${id}/status`, staff.token, { status });
    people.push({ applicant, id });
  }

  // From the course list to the participants.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `List of participants of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Participants: ${title}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Participants of ${title}` });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Ms Asha');
  await expect(table.getByRole('row').nth(3)).toContainText('Waitlisted');
  await expect(page.getByText('3 (2 approved, 1 waitlisted)')).toBeVisible();
  await expectNoAxeViolations(page);

  // Printed: the course and its table, no navigation, no buttons, no message form.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Message to the participants' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // CSV and XLSX, named after the course and its held-from date.
  const fileStem = `E2E-participants-${stamp}-${heldFrom}`;
  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toBe(`${fileStem}.csv`);
  const lines = csv.data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER.join(','));
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(',Deputy Collector,Office of the Chief Electoral Officer,');
  expect(lines[3]).toContain(`${people[2]?.applicant.email},Female,15-02-1990,No,Waitlisted,0,`);

  const xlsx = await downloaded(page, 'Download XLSX');
  expect(xlsx.name).toBe(`${fileStem}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.data as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Participants');
  if (!sheet) throw new Error('no Participants sheet');
  expect(sheet.getRow(1).getCell(1).value).toBe(title);
  expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(HEADER);
  expect(sheet.rowCount).toBe(6);
  expect(sheet.getRow(6).getCell(11).value).toBe('Waitlisted');

  // A message to the approved participants: preview with the first one's values, then send.
  const subject = `Joining {course} ${stamp}`;
  await page.getByRole('radio', { name: 'Approved participants' }).check();
  await page.getByRole('textbox', { name: 'Subject (English)' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message (English)' })
    .fill('Dear {name},\n\nSee you at {location} on {held_from}.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('2 recipients (2 in English, 0 in Hindi).', { exact: false })).toBeVisible();
  await expect(page.getByText(`Joining ${title} ${stamp}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send to 2 participants' }).click();
  await expect(page.getByRole('status')).toHaveText('Message queued for 2 participants.');

  // Each approved participant's mail reaches the development mailbox; the waitlisted one gets none.
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      return people.map(({ applicant }) =>
        html
          .split('<article>')
          .some((item) => item.includes(`To: ${applicant.email}`) && item.includes(`Joining ${title}`)),
      );
    })
    .toEqual([true, true, false]);

  // At 375 px: no sideways scroll of the page, axe clean.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
