import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../fixtures/routes';
import { STATIC_PAGES } from '../fixtures/static-pages';
import { inChunks } from '../fixtures/sweep';
import { answerUserDetails } from '../fixtures/user-details';

/** Routes whose own specs check them fully at both widths (axe included); the sweep below covers the rest. */
const CHECKED_ELSEWHERE = new Set<string>(STATIC_PAGES.map((staticPage) => staticPage.path));

test.describe('every route of the route table', () => {
  for (const routes of inChunks(PUBLIC_ROUTES.filter((path) => !CHECKED_ELSEWHERE.has(path)))) {
    // One visit per route does both checks: the page in the shell, then axe (WCAG 2.2 AA). At 1280 px: at 375 px
    // every public route is scanned in Hindi (hindi.spec.ts, axe and sideways scrolling), where longer labels break
    // a layout first, so a second English scan there would repeat it (and CI must stay under 10 minutes).
    test(`${routes.join(', ')} render their pages in the shell with a '{page} | IIIDEM' title and no axe violations`, async ({
      page,
    }) => {
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(route);
          await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page).toHaveTitle(/^.+ \| IIIDEM$/);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  for (const route of PROTECTED_ROUTES) {
    test(`${route} sends a visitor without accessToken to /iiidem-login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/iiidem-login$/);
    });
  }
});

test('a visitor holding a token reaches the dashboard, and /iiidem-login sends them there', async ({ page }) => {
  // The guard only looks at the stored token; the dashboard's own calls are answered here so the
  // (fake) token is not cleared by a 401. Real sign-in is covered by accounts.spec.ts.
  await answerUserDetails(page);
  await page.route(/\/api\/applications/, (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('accessToken', 'e2e-token'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/iiidem-login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/iiidem-otp');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path goes to /error with the spec texts and a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Ooops!!! The page you are looking for is not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the top bar offers skip link, screen reader access, language and login', { tag: '@phone' }, async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Screen Reader Access' }).first()).toHaveAttribute(
    'href',
    '/screen-reader-access',
  );
  await expect(page.getByRole('button', { name: /English/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/iiidem-login');
});

test('the Menu panel shows its four groups and closes on navigation', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog');
  for (const group of ['Institute', "Who's Who", 'Training Programs', 'Digital Resources']) {
    await expect(panel.getByRole('heading', { name: group })).toBeVisible();
  }
  await panel.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('the scroll-to-top button appears after 300 px and a route change starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/site-map');
  const button = page.getByRole('button', { name: /scroll to top/i });
  await expect(button).toBeHidden();
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 600);
  });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('leaving for another site asks first and opens a new tab only after confirming', async ({ page, context }) => {
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').locator('a[target="_blank"]').first();
  await footerLink.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are being redirected to');
  const pagesBefore = context.pages().length;
  await dialog.getByRole('button', { name: /cancel|no/i }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(context.pages().length).toBe(pagesBefore);

  // Block the real navigation (no network here) but observe that a new tab is opened.
  await context.route('**/*', (route) =>
    route.request().url().startsWith('http://127.0.0.1') ? route.continue() : route.abort(),
  );
  await footerLink.click();
  const popupPromise = context.waitForEvent('page');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /continue|yes/i })
    .click();
  const popup = await popupPromise;
  expect(popup).toBeTruthy();
});

test('hashed assets are cached for a year and index.html is not cached', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const html = await home.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  // The libraries' chunk has an async module script of its own, evaluated in a task of its own (issue 13).
  expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/framework-[\w-]+\.js"><\/script>/);
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*framework-/);
  const script = await request.get(asset as string);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toContain('immutable');
  expect(script.headers()['content-security-policy'] ?? home.headers()['content-security-policy']).toContain(
    "script-src 'self'",
  );
});

test.describe('accessibility of the shell pages (axe, WCAG 2.1 AA)', () => {
  test('/error has no axe violations', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open Menu panel has no axe violations', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
