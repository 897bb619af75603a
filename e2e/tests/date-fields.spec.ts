import { expect, type Page, test } from '@playwright/test';
import { adminHeaders } from '../fixtures/admin';
import { fillDomestic, holdSession, newApplicant, openCourse, photo as pngPhoto } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Issue 17: dates typed DD-MM-YYYY (8 digits shown as such and sent as the right date), a photo field that says
 * one true thing, and the vacancies readable on a phone.
 */

test('a date of birth typed as 8 digits shows DD-MM-YYYY and is sent as that date; a refused photo never reads as uploaded', async ({
  page,
  request,
}) => {
  const applicant = await newApplicant(request, 2);
  const course = await openCourse(request, 1, 'No');
  await holdSession(page, applicant);
  await page.goto(`/domestic-application/${course.id}`);
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Asha');
  await fillDomestic(page);

  const dob = page.getByLabel(/^Date of Birth/);
  await expect(dob).toHaveAccessibleDescription(/^For example, 27-03-1990\. Not later than \d{2}-\d{2}-\d{4}\.$/);
  await dob.clear();
  await dob.pressSequentially('15021990');
  await expect(dob).toHaveValue('15-02-1990');

  // An HTML page named .png passes the browser's check (type and size) and is refused by the server (its bytes).
  const photo = page.getByLabel(/^Photo/);
  await photo.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not an image</html>'),
  });
  await expect(page.getByText('Chosen: fake.png. It is uploaded when you submit the form.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(photo).toHaveAccessibleDescription('Max 2MB, jpeg or png Error: File format should be JPG or PNG');
  await expect(page.getByText('File uploaded successfully')).toHaveCount(0);
  await expect(page.getByText(/^Chosen: fake\.png/)).toHaveCount(0);

  await photo.setInputFiles(pngPhoto('me.png'));
  await expect(page.getByText('Chosen: me.png. It is uploaded when you submit the form.')).toBeVisible();
  const answered = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/nominations/domestic'),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const { data } = await (await answered).json();
  await expect(page.getByRole('dialog').getByText('Form submitted successfully')).toBeVisible();
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  // The institute holds the date typed: 15 February 1990.
  const stored = await request.get(`/api/admin/applications/${data.id}`, { headers: await adminHeaders(request) });
  expect((await stored.json()).data.details.dob).toBe('1990-02-15');
});

/** The page fits the window's width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** `locator` is drawn inside the 375 px window's width. */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the vacancies at 375 px show each one with its dates and download link, no sideways scroll, axe clean in English and Hindi', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const language of ['en', 'hi'] as const) {
    await page.goto(`/iiidem-vacancies?lang=${language}`);
    const table = page.getByRole('table');
    const row = table.locator('tbody tr').first();
    await expect(row).toBeVisible();
    if (language === 'en') {
      await expect(row.locator('td').nth(1)).toHaveText(/^Start Date\d{2}-\d{2}-\d{4}$/);
      await expect(row.locator('td').nth(2)).toHaveText(/^End Date\d{2}-\d{2}-\d{4}$/);
    }
    for (const date of await row.locator('time').all()) await expectWithinWidth(page, date);
    await expectWithinWidth(page, row.getByRole('link'));
    // Nothing is left off to the side of the table's region either.
    const hidden = await page.evaluate(() => {
      const region = document.querySelector('.vacancies-table__scroll');
      return region ? region.scrollWidth - region.clientWidth : 0;
    });
    expect(hidden).toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});
