import { expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

/** Today's date as the site writes it in India ("24 November 2026"). */
function longDateToday(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
}

/** The about-us editor's text fields of the Campus & Facilities tab (its second block, after the picture). */
function campusText(page: Page) {
  const tab = page.getByRole('group', { name: 'Tab 3', exact: true });
  const block = tab.getByRole('group', { name: 'Block 2: Text', exact: true });
  return {
    english: block.getByRole('textbox', { name: 'Text', exact: true }),
    hindi: block.getByRole('textbox', { name: 'Text (Hindi)', exact: true }),
  };
}

async function campusPanel(page: Page, path: string, tabName: string) {
  await gotoHydrated(page, path);
  const tab = page.getByRole('tab', { name: tabName });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

test.describe('the institute edits its own pages (issue 15)', () => {
  test('staff change a paragraph of About Us in both languages, publish it, then restore the previous revision', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = `E2E ${Date.now().toString(36)}`;
    const english = `The campus hosts the ${marker} open day every spring.`;
    const hindi = `परिसर में हर वसंत ${marker} खुला दिवस होता है।`;

    const before = await (await campusPanel(page, '/about-us', 'Campus & Facilities')).innerText();
    expect(before).not.toContain(marker);

    await createStaffAndSignIn(page, request, '/admin/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page: About Us' })).toBeVisible();
    const fields = campusText(page);
    const original = await fields.english.inputValue();
    expect(original).toContain('The campus is spread over 5 acres');
    await fields.english.fill(`${original}\n\n${english}`);
    await fields.hindi.fill(`${await fields.hindi.inputValue()}\n\n${hindi}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The page is published.' })).toBeVisible();

    // The public page shows it at once, with today as its last update, in English and in Hindi.
    const panel = await campusPanel(page, '/about-us', 'Campus & Facilities');
    await expect(panel).toContainText(english);
    await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${longDateToday()}`);
    await expect((await campusPanel(page, '/about-us?lang=hi', 'परिसर और सुविधाएं')).getByText(hindi)).toBeVisible();
    await expectNoAxeViolations(page);

    // Restoring the revision before brings the page back as it was.
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: 'About Us', exact: true }).click();
    const revisions = page.getByRole('region', { name: 'Revisions' });
    await expect(revisions.getByRole('row')).not.toHaveCount(0);
    await revisions
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore and publish' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The revision was restored and published.' }),
    ).toBeVisible();
    await expect(campusText(page).english).toHaveValue(original);
    const restored = await campusPanel(page, '/about-us?lang=en', 'Campus & Facilities');
    await expect(restored).not.toContainText(marker);
    expect(await restored.innerText()).toBe(before);
  });

  test('a <script> or javascript: link typed into a page is shown as text, never run', async ({ page, request }) => {
    test.setTimeout(90_000);
    await createStaffAndSignIn(page, request, '/admin/pages');
    await page.getByRole('button', { name: 'New page' }).click();
    const slug = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Address' }).fill(slug);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Right to Information');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page: Right to Information' })).toBeVisible();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Ask us <script>window.__ran = true</script> or [click](javascript:window.__ran=true).');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The page is published.' })).toBeVisible();

    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Right to Information' })).toBeVisible();
    const text = page.locator('.rich-text');
    await expect(text).toContainText(
      'Ask us <script>window.__ran = true</script> or [click](javascript:window.__ran=true).',
    );
    expect(await text.locator('script, a').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test('staff change the institute’s phone number once, and the footer and the contact page show it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await createStaffAndSignIn(page, request, '/admin/site-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible({ timeout: 15_000 });
    const shown = page.getByRole('textbox', { name: 'Phone (as shown)' });
    const dial = page.getByRole('textbox', { name: 'Phone (to dial)' });
    await expect(shown).not.toHaveValue('');
    const before = { shown: await shown.inputValue(), dial: await dial.inputValue() };
    const line = String(Date.now() % 10_000).padStart(4, '0');
    const changed = { shown: `+91-11-2345-${line}`, dial: `+91112345${line}` };

    const save = async (values: { shown: string; dial: string }) => {
      await shown.fill(values.shown);
      await dial.fill(values.dial);
      await page.getByRole('button', { name: 'Save site settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible();
    };
    await save(changed);
    try {
      await page.goto('/contact-us');
      const contactLink = page.getByRole('main').getByRole('link', { name: changed.shown });
      await expect(contactLink).toHaveAttribute('href', `tel:${changed.dial}`);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: changed.shown });
      await expect(footerLink).toHaveAttribute('href', `tel:${changed.dial}`);
      await page.goto('/?lang=hi');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: changed.shown })).toBeVisible();
    } finally {
      await page.goto('/admin/site-settings');
      await save(before);
    }
    await page.goto('/contact-us');
    await expect(page.getByRole('main').getByRole('link', { name: before.shown })).toBeVisible();
  });
});
