import { expect, type Page, test } from '@playwright/test';
import { ADMIN_NAVIGATION } from '../../apps/web/src/features/admin/admin-paths';
import { createStaff, holdStaffSession } from '../fixtures/admin';
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
