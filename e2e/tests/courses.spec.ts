import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';
import { answerUserDetails } from '../fixtures/user-details';

type Course = {
  id: number;
  course_name: string;
  start_from: string;
  end_to: string;
  program_type_id: number;
  program_type: { program_name: string };
};
type Training = { id: number; training_name: string; training_code: string };

/** The calendar date in India today (the server decides open and closed courses by it). */
function istToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

async function coursesOfType(request: APIRequestContext, programTypeId: number): Promise<Course[]> {
  const response = await request.get(`/api/courses?program_type_id=${programTypeId}&limit=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.course;
}

/** A seeded course of the type whose application window is open (end day not passed in IST). */
async function openCourse(request: APIRequestContext, programTypeId: number): Promise<Course> {
  // A demo course: the back-office specs add their own ('E2E ...') to the same portal, with fewer fields.
  const course = (await coursesOfType(request, programTypeId)).find(
    (c) => c.end_to >= istToday() && !c.course_name.startsWith('E2E '),
  );
  if (!course) throw new Error(`the demo content has no open course of type ${programTypeId}`);
  return course;
}

async function closedCourse(request: APIRequestContext): Promise<Course> {
  const course = (await coursesOfType(request, 1)).find((c) => c.end_to < istToday());
  if (!course) throw new Error('the demo content has no closed domestic course');
  return course;
}

/**
 * A stored (fake) token, as the Apply Now rule reads it. The signed-in calls the application pages make
 * are answered here, so the fake token is not cleared by a 401 while the test looks at the address.
 */
async function holdToken(page: Page, userType: '2' | '3' | '4') {
  await answerUserDetails(page, { user_type: Number(userType) });
  await page.route('**/api/nominations/drafts/**', (route) => route.fulfill({ json: { success: true, data: null } }));
  await page.route('**/api/applications/by-course', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.goto('/');
  await page.evaluate((type) => {
    localStorage.setItem('accessToken', 'e2e-token');
    localStorage.setItem('user_type', type);
  }, userType);
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('course list (/iiidem-training-programs)', () => {
  test('switches tabs, remembers the chosen tab, and shows cards with the spec fields', async ({ page, request }) => {
    const international = await coursesOfType(request, 2);
    await gotoHydrated(page, '/iiidem-training-programs');
    await expect(page.getByRole('tablist', { name: 'Training programmes by type' })).toBeVisible();
    await expect(selectedTab(page)).toHaveText('All');
    await expect(page.getByRole('link', { name: /^View Details: / }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'International' }).click();
    await expect(selectedTab(page)).toHaveText('International');
    const first = international[0]!;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.course_name }) });
    await expect(card).toContainText(`Apply From${dayMonthYear(first.start_from)}`);
    await expect(card).toContainText('Mode of Training');
    await expect(card).toContainText('Duration');
    await expect(card).toContainText('Location');
    await expect(page.getByRole('link', { name: /^View Details: / })).toHaveCount(international.length);
    expect(await page.evaluate(() => localStorage.getItem('activeTab'))).toBe('international');

    await page.reload();
    await expect(selectedTab(page)).toHaveText('International');

    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Academic');
    await expect(selectedTab(page)).toBeFocused();

    await page.getByRole('tab', { name: 'Domestic' }).click();
    await page
      .getByRole('link', { name: /^View Details: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/training-program-details\/\d+$/);
    await expectNoAxeViolations(page);
  });

  test('opens on the tab named in navigation state (the Menu links)', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Academic', exact: true }).click();
    await expect(page).toHaveURL(/\/iiidem-training-programs$/);
    await expect(selectedTab(page)).toHaveText('Academic');
  });

  test('passes axe', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/iiidem-training-programs');
    await expect(page.getByRole('link', { name: /^View Details: / }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('course detail (/training-program-details/:id)', () => {
  test('shows every field with the programme name in the breadcrumb', async ({ page, request }) => {
    const course = await openCourse(request, 1);
    await page.goto(`/training-program-details/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.course_name })).toBeVisible();
    await expect(page).toHaveTitle(`${course.course_name} | IIIDEM`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Domestic' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(`Application Open Date${dayMonthYear(course.start_from)}`);
    await expect(main).toContainText(`Application Close Date${dayMonthYear(course.end_to)}`);
    for (const label of ['Duration', 'Location', 'Mode of Training']) await expect(main).toContainText(label);
    for (const heading of ['About the Programme', 'Faculty', 'Resource Material', 'Evaluation']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("shows 'No Data Available' for an unknown course", async ({ page }) => {
    await page.goto('/training-program-details/999999');
    await expect(page.getByText('No Data Available')).toBeVisible();
  });

  test('Apply Now without a token goes to /iiidem-login', async ({ page, request }) => {
    const course = await openCourse(request, 1);
    await gotoHydrated(page, `/training-program-details/${course.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/iiidem-login$/);
  });

  test('Apply Now with a token and user type 4 goes to the international form', async ({ page, request }) => {
    const course = await openCourse(request, 2);
    await holdToken(page, '4');
    await gotoHydrated(page, `/training-program-details/${course.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/international-application/${course.id}$`));
  });

  test('Apply Now with a token and user type 2 goes to the domestic form', async ({ page, request }) => {
    const course = await openCourse(request, 1);
    await holdToken(page, '2');
    await gotoHydrated(page, `/training-program-details/${course.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/domestic-application/${course.id}$`));
  });

  test("a closed course's Apply Now is disabled with 'Applications closed'", async ({ page, request }) => {
    const course = await closedCourse(request);
    await page.goto(`/training-program-details/${course.id}`);
    const button = page.getByRole('button', { name: 'Apply Now' });
    await expect(button).toBeDisabled();
    await expect(page.getByText('Applications closed')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('lists by group', () => {
  for (const [id, title, endpoint] of [
    [1, 'On Going Training Program', 'ongoing'],
    [2, 'Upcoming Training Program', 'upcoming'],
  ] as const) {
    test(`/programs-by-group/${id} lists the ${endpoint} courses as links`, async ({ page, request }) => {
      const courses: Course[] = (await (await request.get(`/api/courses/${endpoint}`)).json()).data.course;
      expect(courses.length).toBeGreaterThan(0);
      await page.goto(`/programs-by-group/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | IIIDEM`);
      const link = page.getByRole('link', { name: courses[0]!.course_name, exact: true });
      await expect(link).toHaveAttribute('href', `/training-program-details/${courses[0]!.id}`);
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: courses[0]!.course_name })).toBeVisible();
    });
  }

  test('/detail-page/2 shows the same upcoming list', async ({ page }) => {
    await page.goto('/detail-page/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Training Program' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('programme overview (/our-training-and-programs) and training detail', () => {
  test('shows the three tabs with their content and passes axe on each', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/our-training-and-programs');
    await expect(selectedTab(page)).toHaveText('Domestic');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('National trainings1,317');
    await expect(panel).toContainText('National trainees1,00,638');
    await expect(page.getByRole('link', { name: /^DM-001: / })).toBeVisible();
    await expect(page.getByRole('link', { name: /List of national-level master trainers/ })).toHaveAttribute(
      'href',
      '/docs/national-level-master-trainers.pdf',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'International' }).click();
    await expect(panel).toContainText('International programmes12517142');
    await expect(panel.getByRole('link', { name: /^Module \d+:/ })).toHaveCount(10);
    await expect(panel.getByRole('img')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Academic' }).click();
    await expect(
      page.getByRole('heading', { name: "Master's Programme in International Electoral Management" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View all training programmes' }).click();
    await expect(page).toHaveURL(/\/iiidem-training-programs$/);
    await expect(selectedTab(page)).toHaveText('All');
  });

  test('the static PDFs and photos are served', async ({ request }) => {
    for (const path of [
      '/docs/national-level-master-trainers.pdf',
      '/docs/masters-programme-brochure.pdf',
      '/docs/international-modules/module-01.pdf',
      '/docs/international-modules/module-10.pdf',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const ext of ['webp', 'jpg']) {
      const response = await request.get(`/images/programs/international-classroom.${ext}`);
      expect(response.status()).toBe(200);
    }
  });

  test('the domestic link opens the programs page on the domestic tab', async ({ page }) => {
    await gotoHydrated(page, '/our-training-and-programs');
    await page.getByRole('link', { name: 'View domestic training programmes' }).click();
    await expect(page).toHaveURL(/\/iiidem-training-programs$/);
    await expect(selectedTab(page)).toHaveText('Domestic');
  });

  test('a training code links to /program-details/{id} showing its sessions', async ({ page, request }) => {
    const trainings: Training[] = (await (await request.get('/api/trainings')).json()).data.training;
    const training = trainings.find((t) => t.training_code === 'DM-003')!;
    await gotoHydrated(page, '/our-training-and-programs');
    await page.getByRole('link', { name: `DM-003: ${training.training_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/program-details/${training.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: training.training_name })).toBeVisible();
    await expect(page).toHaveTitle(`${training.training_name}/DM-003 | IIIDEM`);
    await expect(page.getByRole('heading', { level: 2, name: 'Program Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Session 1: / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: 'Documents' }).first()).toBeVisible();
    const pdf = page.getByRole('link', { name: /\(PDF, [\d.]+ [KM]B\)/ }).first();
    const href = await pdf.getAttribute('href');
    expect((await request.get(href!)).status()).toBe(200);
    await expectNoAxeViolations(page);
  });

  test("an unknown training shows 'No Data Available'", async ({ page }) => {
    await page.goto('/program-details/999999');
    await expect(page.getByText('No Data Available')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/training-programs introduces the programmes and links to the course list tabs', async ({ page }) => {
    await gotoHydrated(page, '/training-programs');
    await page.getByRole('link', { name: 'See the international programmes' }).click();
    await expect(page).toHaveURL(/\/iiidem-training-programs$/);
    await expect(selectedTab(page)).toHaveText('International');
    await page.goto('/training-programs');
    await expectNoAxeViolations(page);
  });
});
