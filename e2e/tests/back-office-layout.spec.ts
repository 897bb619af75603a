import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_NAVIGATION } from '../../apps/web/src/features/admin/admin-paths';
import { createStaff, holdStaffSession } from '../fixtures/admin';
import { type Applicant, addDays, istToday, newApplicant } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { inChunks } from '../fixtures/sweep';

/**
 * Issue 19: every back-office page (each entry of its navigation) is axe-clean at 1280 and at 375 px, and at 375 px
 * the page never scrolls sideways (a wide table scrolls in its own box; a select holding the longest course title
 * no longer widens the applications page). At 1280 px every table's last column is in view without scrolling (the
 * Delete buttons of Courses and News were cut off; the Actions column now stays at the box's right edge). The back office is English only, so there is no Hindi run.
 */

const PAGES = ADMIN_NAVIGATION.map((entry) => ({ path: entry.to, label: entry.label }));

async function expectSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

async function expectWithinViewport(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function expectLastColumnsInView(page: Page) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.admin-table-wrap')]
      .filter((box) => {
        // The last column (a row's Actions, kept at the box's right edge) must be in view without scrolling.
        const last = box.querySelector('thead tr > :last-child')?.getBoundingClientRect();
        const frame = box.getBoundingClientRect();
        return last !== undefined && (last.right > frame.right + 1 || last.left < frame.left - 1);
      })
      .map((box) => {
        const name = box.querySelector('caption')?.textContent ?? box.className;
        const columns = [...box.querySelectorAll('thead th')].map(
          (cell) => `${cell.textContent} ${Math.round(cell.getBoundingClientRect().width)}`,
        );
        return `${name}: ${box.scrollWidth} px in ${box.clientWidth} px (${columns.join(', ')})`;
      }),
  );
  expect(clipped, 'tables whose last column is out of view').toEqual([]);
}

for (const pages of inChunks(PAGES, 4)) {
  test(`back office ${pages.map((entry) => entry.path).join(', ')}: axe clean, nothing wider than the screen @phone`, async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // An admin of its own (every section, the admin-only ones too): chunks sign in at once without spoiling each other.
    const admin = await createStaff(page.request, { role: 'admin' });
    await holdStaffSession(page, admin.token, pages[0]?.path);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible({ timeout: 15_000 });
    for (const { path, label } of pages) {
      await test.step(`${label} (${path})`, async () => {
        if (page.url() !== new URL(path, page.url()).href) {
          await page
            .getByRole('navigation', { name: 'Back office' })
            .getByRole('link', { name: label, exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
        }
        await expectSettled(page);
        if (phone) await expectWithinViewport(page);
        else await expectLastColumnsInView(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

/** A published course open for applications today, named `name`. */
async function createCourse(request: APIRequestContext, token: string, name: string): Promise<number> {
  const today = istToday();
  const response = await request.post('/api/admin/courses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      course_name: name,
      start_from: addDays(today, -5),
      end_to: addDays(today, 5),
      held_from: addDays(today, 10),
      held_to: addDays(today, 12),
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      program_type_id: 1,
      vip_speaker: 'No',
      course_hostel_facility: 'No',
      published: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.id;
}

async function apply(request: APIRequestContext, applicant: Applicant, courseId: number): Promise<void> {
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
}

async function expectInViewport(page: Page, box: { x: number; width: number } | null) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(box, 'on screen').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('applications at 375 px: a long course title fits, the bulk preview opens on screen, the detail keeps the list and asks before rejecting @phone-only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createStaff(request, { role: 'admin' });
  const stamp = Date.now().toString(36);
  const title = `E2E ${stamp} Certification Course for Returning Officers and Assistant Returning Officers of the General Elections to the Legislative Assemblies`;
  const courseId = await createCourse(request, admin.token, title);
  for (const lastName of ['Anand', 'Bose'])
    await apply(request, await newApplicant(request, 2, { lastName }), courseId);

  const listQuery = `course_id=${courseId}&sort=name&order=asc`;
  await holdStaffSession(page, admin.token, `/admin/applications?${listQuery}`);
  const table = page.getByRole('table', { name: /Applications, sorted by name/ });
  await expect(table.getByRole('link')).toHaveCount(2, { timeout: 15_000 });
  await expectWithinViewport(page);

  await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
  await page.getByLabel('New status').selectOption({ label: 'Approved' });
  await page.getByRole('button', { name: 'Preview change' }).click();
  const preview = page.getByRole('dialog', { name: 'Change status to Approved' });
  await expect(preview).toBeVisible();
  await expectInViewport(page, await preview.boundingBox());
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Cancel' }).click();

  const [first, second] = await table.getByRole('link').allTextContents();
  await table.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/\\d+\\?${listQuery}$`));
  await page.getByRole('link', { name: `Next application: ${second}` }).click();
  await expect(page.getByRole('link', { name: `Previous application: ${first}` })).toBeVisible();
  await expectWithinViewport(page);
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Rejected' }).check();
  await page.getByRole('button', { name: 'Change status' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this application?' });
  await expect(reject).toContainText('The applicant will be e-mailed that the application was rejected.');
  await expectInViewport(page, await reject.boundingBox());
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('radio', { name: 'Received (current)' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?${listQuery}$`));
  await expect(table.getByRole('link')).toHaveCount(2);
});
