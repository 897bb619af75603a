import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One of each kind of public page: content, people and partner lists, lists with paging, details, forms. */
const PAGE_TYPES = [
  '/',
  '/about-us',
  '/iiidem-faculty',
  '/mou-partners',
  '/training-calendar',
  '/iiidem-training-programs',
  '/training-program-details/1',
  '/latest-news-update',
  '/contact-us',
  '/iiidem-signup',
];

// At 375 px, where a larger text breaks a layout first (GIGW 3.0: text size, high contrast, no sideways scrolling at
// 200 % text).
test('A+ and high contrast are remembered across reloads, fit a 375 px phone and pass axe', {
  tag: '@phone-only',
}, async ({ page }) => {
  await gotoHydrated(page, '/');
  const html = page.locator('html');
  const larger = page.getByRole('button', { name: 'A+ Larger text' });
  const contrast = page.getByRole('button', { name: 'High contrast' });
  await expect(larger).toHaveAttribute('aria-pressed', 'false');
  await larger.click();
  await contrast.click();
  await expect(html).toHaveAttribute('data-text-size', 'large');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  // The root size grew by a quarter: every rem-based length with it.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

  // The server sends the next page in them already (no flash before the script runs).
  await page.reload();
  await expect(html).toHaveAttribute('data-text-size', 'large');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(larger).toHaveAttribute('aria-pressed', 'true');
  await expect(contrast).toHaveAttribute('aria-pressed', 'true');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  for (const path of PAGE_TYPES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect(await sidewaysOverflow(page), `${path} at A+`).toBeLessThanOrEqual(0);
    // And at 200 % text (WCAG 1.4.4, as a browser's text size setting would make it).
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await sidewaysOverflow(page), `${path} at 200 %`).toBeLessThanOrEqual(0);
  }
  // A form page in high contrast passes axe too (its fields, hints and buttons).
  await expectNoAxeViolations(page);

  // A goes back to the normal size, remembered as well.
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'A Normal text size' }).click();
  await contrast.click();
  await page.reload();
  await expect(html).not.toHaveAttribute('data-text-size');
  await expect(html).not.toHaveAttribute('data-contrast');
});
