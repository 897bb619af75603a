import { expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';

/** The calendar date in India today (the news list is ordered by publish date, newest first). */
function istToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  // The list (or its empty state) has loaded when the loading notice is gone.
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test.describe('back office: content', () => {
  test('staff create a course and a news item, see them on the public pages, and unpublish one', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await createStaffAndSignIn(page, request, '/admin/courses');

    // A course, published at once.
    await openSection(page, '/admin/courses', 'Courses');
    await expectNoAxeViolations(page);
    // The page never scrolls sideways (back-office-layout.spec.ts sweeps the lists and their forms at 375 px).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const courseName = unique('E2E course on electoral rolls');
    await page.getByRole('button', { name: 'New course' }).click();
    await expect(page.getByRole('heading', { name: 'New course' })).toBeFocused();
    // Exact names: each text has a '(Hindi)' field beside it.
    await page.getByRole('textbox', { name: 'Course name', exact: true }).fill(courseName);
    await page.getByLabel('Program type').selectOption({ label: 'Domestic' });
    await page.getByLabel('Applications open').fill('01-03-2099');
    await page.getByLabel('Applications close').fill('05-03-2099');
    await page.getByLabel('Held from').fill('16-03-2099');
    await page.getByLabel('Held to').fill('20-03-2099');
    await page.getByRole('textbox', { name: 'Mode of training', exact: true }).fill('Online');
    await page.getByRole('textbox', { name: 'About the programme', exact: true }).fill('An end-to-end test course.');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The course was created.' })).toBeVisible();
    const courseRow = page.getByRole('row').filter({ hasText: courseName });
    await expect(courseRow).toContainText('Published');

    // It shows on the public course page (found by its id through the list's search).
    const listed = await page.evaluate(async (name) => {
      const token = localStorage.getItem('accessToken');
      const response = await fetch(`/api/admin/courses?q=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()).data.items as { id: number }[];
    }, courseName);
    const courseId = listed[0]?.id;
    expect(courseId).toBeDefined();
    await page.goto(`/training-program-details/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
    await expect(page.getByText('An end-to-end test course.')).toBeVisible();

    // A latest-news item with a link.
    await openSection(page, '/admin/news', 'News & tenders');
    await expectNoAxeViolations(page);
    const newsTitle = unique('E2E news about voter awareness');
    await page.getByRole('button', { name: 'New news item' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newsTitle);
    await page.getByLabel('Publish date').fill(istToday());
    await page.getByLabel('Category').selectOption({ label: 'Latest News' });
    await page.getByLabel('Document link').fill('https://eci.gov.in/');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The news item was created.' })).toBeVisible();

    await page.goto('/latest-news-update');
    await expect(page.getByText(newsTitle)).toBeVisible({ timeout: 15_000 });

    // Unpublished, it leaves the public page at once.
    await openSection(page, '/admin/news', 'News & tenders');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(newsTitle);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Unpublish ${newsTitle}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The news item is unpublished.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: newsTitle })).toContainText('Not published');
    await page.goto('/latest-news-update');
    // Both lists have loaded (the demo content has news and tenders) before the item is looked for.
    await expect(page.locator('.news-items__item').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(newsTitle)).toHaveCount(0);

    // The vacancies section, and its form.
    await openSection(page, '/admin/vacancies', 'Vacancies');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'New vacancy' }).click();
    await expect(page.getByLabel('Advertisement (PDF)')).toHaveAttribute('accept', '.pdf,application/pdf');
  });
});
