import { expect, type Page, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Review aids (issue 19): staff add a rejection reason in English and Hindi; on an application whose applicant
 * looks like another one (same name, date of birth and mobile) the page warns, and warns again when Approved is
 * chosen; staff add an internal note, then reject with the listed reason, and the applicant's mail holds it; the
 * other one is rejected in bulk with the same reason, named in the preview and in its mail; staff coordinate the
 * course, ask for new-application mails, and the next application is mailed to them. At 375 px these pages are
 * swept by back-office-layout.spec.ts.
 */

async function expectFitsAndAccessible(page: Page) {
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
}

test('a duplicate is flagged before approving, a note is added, a rejection carries a listed reason to the mail, alone and in bulk', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createStaffAndSignIn(page, request);
  const today = istToday();
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const courseName = `E2E review aids ${stamp}`;
  const created = await request.post('/api/admin/courses', {
    headers: { authorization: `Bearer ${staff.token}` },
    data: {
      course_name: courseName,
      start_from: addDays(today, -2),
      end_to: addDays(today, 20),
      held_from: addDays(today, 25),
      held_to: addDays(today, 27),
      program_type_id: 1,
      vip_speaker: 'No',
      course_hostel_facility: 'No',
      published: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const courseId = (await created.json()).data.id as number;
  // Two accounts of the same person: same name, date of birth and mobile (a name of this run's own).
  const lastName = 'Dupreview';
  const first = await newApplicant(request, 2, { lastName });
  const firstId = await submitDomestic(request, first, courseId);
  const second = await newApplicant(request, 2, { lastName });
  const secondId = await submitDomestic(request, second, courseId);

  // A rejection reason in English and Hindi.
  const reasonEn = `Nomination letter missing ${stamp}`;
  await page.goto('/admin/rejection-reasons');
  await expect(page.getByRole('heading', { level: 1, name: 'Rejection reasons' })).toBeVisible();
  await page.getByLabel('Reason in English').fill(reasonEn);
  await page.getByLabel('Reason in Hindi').fill('नामांकन पत्र संलग्न नहीं है');
  await page.getByRole('button', { name: 'Add reason' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejection reason added.' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Retire ${reasonEn}` })).toBeVisible();
  await expectFitsAndAccessible(page);

  // The application: the duplicate warning links to the other one, and is repeated when Approved is chosen.
  await page.goto(`/admin/applications/${secondId}`);
  const warning = page.getByRole('region', { name: 'Possible duplicate' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: `Application ${firstId}: Asha ${lastName}` })).toBeVisible();
  await expect(warning).toContainText('same name and date of birth, same mobile');
  await page.getByRole('radio', { name: 'Approved' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate:' })).toContainText(
    'like the same person (see Possible duplicate above). Check before approving.',
  );

  // An internal note, with its author.
  await page.getByLabel('New note').fill('Two accounts: asked the office which one to keep.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes).toContainText('Two accounts: asked the office which one to keep.');
  await expect(notes).toContainText('by Ravi Kumar');
  await expectFitsAndAccessible(page);

  // Reject the first one with the listed reason: the applicant's mail says it.
  const reasonInMailTo = async (email: string) => {
    let mail: string | undefined;
    await expect
      .poll(
        async () => {
          const html = await (await request.get('/dev/mailbox')).text();
          mail = html.split('<article>').find((item) => item.includes(`To: ${email}`) && item.includes('Reason:'));
          return mail;
        },
        { timeout: 30_000 },
      )
      .toContain(`Reason: ${reasonEn}`);
  };
  await page.goto(`/admin/applications/${firstId}`);
  await page.getByRole('radio', { name: 'Rejected' }).check();
  await page.getByLabel('Reason for the rejection').selectOption({ label: reasonEn });
  await page.getByLabel('Note to the applicant (optional)').fill('You may apply again for the next batch.');
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejected' }).first()).toBeVisible();
  await reasonInMailTo(first.email);

  // The second one in a bulk rejection from the course's list, with the same reason: the preview names it.
  await page.goto(`/admin/applications?course_id=${courseId}`);
  await page.getByRole('checkbox', { name: `Select application ${secondId} of Asha ${lastName}` }).check();
  await page.getByLabel('New status').selectOption({ label: 'Rejected' });
  await page.getByLabel('Reason for the rejection').selectOption({ label: reasonEn });
  await page.getByRole('button', { name: 'Preview change' }).click();
  const preview = page.getByRole('dialog', { name: 'Change status to Rejected' });
  await expect(preview).toContainText(
    `1 will change to Rejected; 0 will be skipped. Reason for the rejection: “${reasonEn}” (told in each applicant's language).`,
  );
  await preview.getByRole('button', { name: 'Confirm: change 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changed to Rejected' })).toHaveText(
    '1 changed to Rejected, 0 skipped.',
  );
  await reasonInMailTo(second.email);

  // The staff member coordinates the course and asks for new-application mails; the next application is mailed.
  await page.goto('/admin/courses');
  await page.getByLabel('Search by title').fill(courseName);
  await page.locator('#main-content').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${courseName}` }).click();
  const coordinators = page.getByRole('region', { name: 'Coordinators' });
  await coordinators.getByRole('checkbox', { name: `Ravi Kumar (${staff.email})` }).check();
  await coordinators.getByRole('button', { name: 'Save coordinators' }).click();
  await expect(coordinators.getByRole('status').filter({ hasText: 'Coordinators saved.' })).toBeVisible();
  await coordinators
    .getByRole('checkbox', { name: 'E-mail me each new application for the courses I coordinate' })
    .check();
  await expect(coordinators.getByRole('status').filter({ hasText: 'Your e-mail settings are saved.' })).toBeVisible();
  await expectFitsAndAccessible(page);
  await submitDomestic(request, await newApplicant(request, 2, { lastName: 'Menon' }), courseId);
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text();
        return html
          .split('<article>')
          .find((item) => item.includes(`To: ${staff.email}`) && item.includes('New application'));
      },
      { timeout: 30_000 },
    )
    .toContain(`New application: Asha Menon (${courseName})`);
});
