import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_NAVIGATION } from '../../apps/web/src/features/admin/admin-paths';
import { adminApiToken, createStaff, holdStaffSession } from '../fixtures/admin';
import {
  type Applicant,
  addDays,
  captcha,
  holdSession,
  istToday,
  newApplicant,
  staffPost,
  submitDomestic,
} from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';
import { inChunks } from '../fixtures/sweep';

/**
 * Issue 19: every back-office page is axe-clean at 1280 and at 375 px, and at 375 px the page never scrolls sideways
 * (a wide table scrolls in its own box; a select holding the longest course title no longer widens the applications
 * page). At 1280 px every table's last column is in view without scrolling (the Delete buttons of Courses and News
 * were cut off; the Actions column now stays at the box's right edge). Swept: each entry of the navigation; the pages
 * reached through a record (an application, a course's participants and attendance, a feedback message, and where
 * a certificate leads); and every editor, form and dialog that opens from the lists. The back office is English
 * only, so there is no Hindi run.
 */

const PAGES = ADMIN_NAVIGATION.map((entry) => ({ path: entry.to, label: entry.label }));

async function expectSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

async function expectWithinViewport(page: Page) {
  const { overflow, wide } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // What reaches past the screen's edge, outermost first, to name in the failure.
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  expect(overflow, `the page scrolls sideways (${wide.join(', ')})`).toBeLessThanOrEqual(0);
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

/** One state of a page, swept: loaded, then the width's check (see above), then axe. */
async function expectLaidOut(page: Page, phone: boolean) {
  await expectSettled(page);
  if (phone) await expectWithinViewport(page);
  else await expectLastColumnsInView(page);
  await expectNoAxeViolations(page);
}

/** An open dialog, swept: on screen at 375 px (not centred on a page wider than the screen), and laid out. */
async function expectDialogLaidOut(page: Page, phone: boolean, dialog: Locator) {
  await expect(dialog).toBeVisible();
  if (phone) await expectInViewport(page, await dialog.boundingBox());
  await expectLaidOut(page, phone);
}

for (const pages of inChunks(PAGES, 4)) {
  test(`back office ${pages.map((entry) => entry.path).join(', ')}: axe clean, nothing wider than the screen @phone`, async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // The first admin (every section, the admin-only ones too), signed in once per worker: these pages only read.
    await holdStaffSession(page, await adminApiToken(page.request), pages[0]?.path);
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
        await expectLaidOut(page, phone);
      });
    }
  });
}

test("back office records: an application, a course's seats, participants and attendance, a feedback message, and where a certificate leads @phone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const { request } = page;
  const admin = await createStaff(request, { role: 'admin' });
  const headers = { authorization: `Bearer ${admin.token}` };
  const today = istToday();
  const days = [addDays(today, -2), addDays(today, -1), today];
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  // A long title, as real ones are: it must not widen a page or push a column out of view.
  const title = `E2E records ${stamp} Certification Course for Returning Officers and Assistant Returning Officers`;
  const course = await staffPost(request, '/api/admin/courses', admin.token, {
    course_name: title,
    start_from: addDays(today, -10),
    end_to: addDays(today, 5),
    held_from: days[0],
    held_to: days[2],
    capacity: 3,
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  });
  const courseId = course.data.id as number;
  // Four nominations with the same date of birth and mobile (as the fixtures send them): each looks like the others.
  const people: { applicant: Applicant; id: number }[] = [];
  for (const lastName of ['Verma', 'Gupta', 'Rao', 'Sen']) {
    const applicant = await newApplicant(request, 2, { lastName });
    people.push({ applicant, id: await submitDomestic(request, applicant, courseId) });
  }
  const [certified, approved, waitlisted, received] = people as [
    (typeof people)[0],
    (typeof people)[0],
    (typeof people)[0],
    (typeof people)[0],
  ];
  // Two of three seats taken and one waitlisted (so "A seat is free" offers a promotion); one attended every day,
  // completed and certified; one still to review, with an internal note.
  for (const [{ id }, status] of [
    [certified, 2],
    [approved, 2],
    [waitlisted, 4],
  ] as const) {
    await staffPost(request, `/api/admin/applications/${id}/status`, admin.token, { status });
  }
  const marked = await request.put(`/api/admin/courses/${courseId}/attendance`, {
    headers,
    data: { marks: days.map((day) => ({ application_id: certified.id, day, present: true })) },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await staffPost(request, `/api/admin/courses/${courseId}/attendance/completion`, admin.token, {});
  const state = await (await request.get(`/api/admin/applications/${certified.id}/certificate`, { headers })).json();
  const certificateNumber = state.data.certificate.certificate_number as string;
  await staffPost(request, `/api/admin/applications/${received.id}/notes`, admin.token, {
    body: 'Four accounts look alike: asked the office which one is real.',
  });
  const reason = `Nomination letter missing ${stamp}`;
  await staffPost(request, '/api/admin/rejection-reasons', admin.token, {
    label_en: reason,
    label_hi: 'नामांकन पत्र संलग्न नहीं है',
  });
  const feedback = await staffPost(request, '/api/feedback', admin.token, {
    name: 'Asha Rao',
    email: `feedback.${stamp}@example.org`,
    phone: '',
    category: 'website',
    message: "Collector's Office, Room 4 (2nd floor): the tender PDF didn't open; please check & reply.",
    consent: true,
    ...(await captcha(request)),
  });
  const feedbackId = feedback.data.id as number;

  const listQuery = `course_id=${courseId}&sort=name&order=asc`;
  await holdStaffSession(page, admin.token, `/admin/applications?${listQuery}`);

  await test.step('the applications of one course, with its seats (one free, one waitlisted)', async () => {
    await expect(page.getByText('Seats: 2 of 3 taken, 1 left. 1 waitlisted.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Promote Asha Rao from the waitlist' })).toBeVisible();
    await expectLaidOut(page, phone);
  });

  await test.step('the bulk rejection with a listed reason, previewed', async () => {
    await page.getByRole('checkbox', { name: 'Select all applications on this page' }).check();
    await page.getByLabel('New status').selectOption({ label: 'Rejected' });
    await page.getByLabel('Reason for the rejection').selectOption({ label: reason });
    await expectLaidOut(page, phone);
    await page.getByRole('button', { name: 'Preview change' }).click();
    const preview = page.getByRole('dialog', { name: 'Change status to Rejected' });
    await expect(preview).toContainText(`Reason for the rejection: “${reason}”`);
    await expectDialogLaidOut(page, phone, preview);
    await preview.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('an application to review: possible duplicates, a note, Approved and Rejected chosen', async () => {
    await page.goto(`/admin/applications/${received.id}?${listQuery}`);
    await expect(page.getByRole('region', { name: 'Possible duplicate' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Internal notes' })).toContainText('Four accounts look alike');
    await page.getByRole('radio', { name: 'Approved' }).check();
    await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate:' })).toBeVisible();
    await expectLaidOut(page, phone);
    await page.getByRole('radio', { name: 'Rejected' }).check();
    await page.getByLabel('Reason for the rejection').selectOption({ label: reason });
    await page.getByRole('button', { name: 'Change status' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this application?' });
    await expectDialogLaidOut(page, phone, reject);
    await reject.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a completed, certified application with its timeline', async () => {
    await page.goto(`/admin/applications/${certified.id}`);
    const panel = page.getByRole('region', { name: 'Completion and certificate' });
    await expect(panel).toContainText(certificateNumber, { timeout: 15_000 });
    await expectLaidOut(page, phone);
    await panel.getByRole('button', { name: 'Revoke certificate' }).click();
    await expectDialogLaidOut(page, phone, page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the course's participants, with a message previewed", async () => {
    await page.goto(`/admin/courses/${courseId}/participants`);
    await expect(page.getByRole('table', { name: `Participants of ${title}` }).getByRole('row')).toHaveCount(5, {
      timeout: 15_000,
    });
    await expectLaidOut(page, phone);
    await page.getByRole('radio', { name: 'Approved participants' }).check();
    await page.getByRole('textbox', { name: 'Subject (English)' }).fill('Joining {course}');
    await page.getByRole('textbox', { name: 'Message (English)' }).fill('Dear {name}, see you on {held_from}.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(`Joining ${title}`)).toBeVisible();
    await expectLaidOut(page, phone);
  });

  await test.step("the course's attendance, with the completion previewed", async () => {
    await page.goto(`/admin/courses/${courseId}/attendance`);
    await expect(page.getByRole('heading', { level: 1, name: `Attendance: ${title}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('rowheader', { name: /Asha Verma/ })).toContainText(certificateNumber);
    await expectLaidOut(page, phone);
    await page.getByRole('button', { name: 'Preview completion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete all who attended' });
    await expect(dialog).toContainText('Not completed');
    await expectDialogLaidOut(page, phone, dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a feedback message', async () => {
    await page.goto(`/admin/feedback/${feedbackId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Feedback ${feedbackId}` })).toBeVisible({
      timeout: 15_000,
    });
    await expectLaidOut(page, phone);
  });

  await test.step("where the certificate leads: the applicant's Completed tab and the public verification", async () => {
    const { baseURL, viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport });
    const applicantPage = await context.newPage();
    await holdSession(applicantPage, certified.applicant);
    await applicantPage.goto('/dashboard');
    await applicantPage.getByRole('tab', { name: 'Completed' }).click();
    await expect(applicantPage.getByRole('button', { name: title })).toBeVisible({ timeout: 15_000 });
    await expectLaidOut(applicantPage, phone);
    await applicantPage.goto(`/verify-certificate/${certificateNumber}`);
    await expect(applicantPage.getByRole('heading', { name: /This certificate is valid\./ })).toBeVisible();
    await expectLaidOut(applicantPage, phone);
    await applicantPage.goto('/verify-certificate/IIIDEM-2026-00000000');
    await expect(applicantPage.getByRole('heading', { name: 'No certificate has this number.' })).toBeVisible();
    await expectLaidOut(applicantPage, phone);
    await context.close();
  });
});

/**
 * Each list's editors and forms: opened by its "New ..." or "Add ..." button, or by the Edit of its first row;
 * `form`: the form's heading; `region`: a part it holds (a course's coordinators).
 */
const EDITORS: readonly { path: string; heading: string; button: RegExp; form: RegExp; region?: string }[] = [
  { path: '/admin/courses', heading: 'Courses', button: /^New course$/, form: /^New course$/ },
  { path: '/admin/courses', heading: 'Courses', button: /^Edit /, form: /^Edit course: /, region: 'Coordinators' },
  { path: '/admin/news', heading: 'News & tenders', button: /^New news item$/, form: /^New news item or tender$/ },
  { path: '/admin/news', heading: 'News & tenders', button: /^Edit /, form: /^Edit news item: / },
  { path: '/admin/vacancies', heading: 'Vacancies', button: /^New vacancy$/, form: /^New vacancy$/ },
  { path: '/admin/vacancies', heading: 'Vacancies', button: /^Edit /, form: /^Edit vacancy: / },
  { path: '/admin/photos', heading: 'Banners & photos', button: /^Add photo$/, form: /^Add a photo$/ },
  { path: '/admin/photos', heading: 'Banners & photos', button: /^Edit /, form: /^Edit photo: / },
  // The demo content has no videos (another spec may be adding one): the add form is the edit form.
  { path: '/admin/videos', heading: 'Videos', button: /^Add video$/, form: /^Add a video$/ },
  { path: '/admin/people', heading: 'People and partners', button: /^Add /, form: /^Add an entry$/ },
  { path: '/admin/people', heading: 'People and partners', button: /^Edit /, form: /^Edit entry: / },
  { path: '/admin/trainings', heading: 'Trainings', button: /^Add training$/, form: /^Add a training$/ },
  { path: '/admin/pages', heading: 'Pages', button: /^New page$/, form: /^New page$/ },
];

/**
 * Opens a list of the navigation by its link (the app moves without loading a new document, as staff would), or by
 * loading its address again when it is already open (so a form left open there closes).
 */
async function openSection(page: Page, path: string) {
  const entry = PAGES.find((item) => item.path === path);
  if (!entry || new URL(page.url()).pathname === path) {
    await page.goto(path);
    return;
  }
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: entry.label, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("back office editors and forms: each list's new and edit forms, the page and training editors, the confirmations @phone", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const admin = await createStaff(page.request, { role: 'admin' });
  const reason = `Seats kept for the state quota ${Date.now().toString(36)}${testInfo.project.name}`;
  await staffPost(page.request, '/api/admin/rejection-reasons', admin.token, {
    label_en: reason,
    label_hi: 'राज्य कोटा',
  });
  await holdStaffSession(page, admin.token, '/admin/courses');
  const main = page.getByRole('main');
  for (const { path, heading, button, form, region } of EDITORS) {
    await test.step(`${path}: ${form.source}`, async () => {
      await openSection(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expectSettled(page);
      await main.getByRole('button', { name: button }).first().click();
      await expect(main.getByRole('heading', { name: form })).toBeVisible();
      if (region) await expect(main.getByRole('region', { name: region })).toBeVisible();
      await expectLaidOut(page, phone);
    });
  }

  await test.step("/admin/courses: a course's delete confirmation", async () => {
    await openSection(page, '/admin/courses');
    await expectSettled(page);
    await main
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expectDialogLaidOut(page, phone, page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: 'Keep' }).click();
  });

  await test.step('/admin/rejection-reasons: renaming a reason', async () => {
    await openSection(page, '/admin/rejection-reasons');
    await expectSettled(page);
    await main.getByRole('button', { name: `Rename ${reason}` }).click();
    await expect(main.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectLaidOut(page, phone);
  });

  await test.step("/admin/staff: a staff member's deactivation confirmation", async () => {
    await openSection(page, '/admin/staff');
    await expectSettled(page);
    await main
      .getByRole('button', { name: /^Deactivate / })
      .first()
      .click();
    await expectDialogLaidOut(page, phone, page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('/admin/trainings?id=: a training with its sessions, and the session and file forms', async () => {
    await openSection(page, '/admin/trainings');
    await expectSettled(page);
    await main
      .getByRole('link', { name: /^Open training / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/trainings\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Training / })).toBeVisible();
    await expectLaidOut(page, phone);
    await main.getByRole('button', { name: 'Add session' }).click();
    await expect(main.getByRole('heading', { name: 'Add a session' })).toBeVisible();
    await expectLaidOut(page, phone);
    await main
      .getByRole('button', { name: /^Add file to / })
      .first()
      .click();
    await expect(main.getByRole('heading', { name: /^Add a file to / })).toBeVisible();
    await expectLaidOut(page, phone);
  });

  await test.step('/admin/pages/:id: the page editor', async () => {
    await openSection(page, '/admin/pages');
    await expectSettled(page);
    await main.getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Edit page: / })).toBeVisible({ timeout: 15_000 });
    await expectLaidOut(page, phone);
  });
});

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
    await submitDomestic(request, await newApplicant(request, 2, { lastName }), courseId);

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
