import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

const COURSE = 'Certification Course for Returning Officers';
const COURSE_HI = 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम';

// Issue 16: the site search finds a course by a word of its name in English and in Hindi, from the top bar.
test('the top bar search finds a course by a word of its name in English and in Hindi, and reaches its page', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const topBarSearch = page.getByRole('search', { name: 'Site search' });
  await topBarSearch.getByRole('searchbox', { name: 'Search the site' }).fill('Returning');
  await topBarSearch.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Returning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/\d+ results? for “Returning”/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })).toHaveValue('Returning');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: COURSE, exact: true }).first().click();
  await expect(page).toHaveURL(/\/training-program-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(COURSE);

  // In Hindi: the same course by a word of its Hindi name.
  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindiSearch = page.getByRole('search', { name: 'साइट खोज' });
  await hindiSearch.getByRole('searchbox', { name: 'साइट में खोजें' }).fill('रिटर्निंग');
  await hindiSearch.getByRole('button', { name: 'खोज' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('status')).toContainText('“रिटर्निंग” के लिए');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: COURSE_HI, exact: true }).first().click();
  await expect(page).toHaveURL(/\/training-program-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(COURSE_HI);
});
