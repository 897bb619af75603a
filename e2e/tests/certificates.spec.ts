import { type APIRequestContext, expect, test } from '@playwright/test';
import { createStaffAndSignIn } from '../fixtures/admin';
import { addDays, istToday, newApplicant, staffPost, submitDomestic } from '../fixtures/applicant';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Certificates people can trust (issue 19): staff are told why a course not yet held cannot be completed, complete
 * a held course and certify it, revoke the certificate with a reason; the public verification page then says it
 * is revoked and when, also when the number is typed into the form at /verify-certificate (English and Hindi).
 */

/** A course of the back office, its application window open today, held on the given days. */
async function createCourse(request: APIRequestContext, token: string, name: string, held: [number, number]) {
  const today = istToday();
  const body = await staffPost(request, '/api/admin/courses', token, {
    course_name: name,
    start_from: addDays(today, -10),
    end_to: addDays(today, 5),
    held_from: addDays(today, held[0]),
    held_to: addDays(today, held[1]),
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    vip_speaker: 'No',
    course_hostel_facility: 'No',
    published: true,
  });
  return body.data.id as number;
}

test('staff are told why a course not yet held cannot be completed, certify a held one and revoke it; verification says revoked', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createStaffAndSignIn(page, request);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const heldCourse = await createCourse(request, staff.token, `E2E held course ${stamp}`, [-3, -1]);
  const upcomingCourse = await createCourse(request, staff.token, `E2E upcoming course ${stamp}`, [14, 18]);
  const applicant = await newApplicant(request, 2);
  const heldApplication = await submitDomestic(request, applicant, heldCourse);
  const upcomingApplication = await submitDomestic(request, applicant, upcomingCourse);
  for (const id of [heldApplication, upcomingApplication]) {
    await staffPost(request, `/api/admin/applications/${id}/status`, staff.token, { status: 2 });
  }

  // A course not yet held: the panel says from when it can be completed, and the confirmation wants a reason.
  await page.goto(`/admin/applications/${upcomingApplication}`);
  const panel = page.getByRole('region', { name: 'Completion and certificate' });
  await expect(panel).toContainText('It can be marked as completed from');
  await expect(panel).toContainText('to complete it earlier, give the reason.');
  await panel.getByRole('button', { name: 'Mark as completed' }).click();
  const early = page.getByRole('dialog', { name: 'Mark as completed before the course is held?' });
  await early.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(early.getByText('Please give the reason.')).toBeVisible();
  await expectNoAxeViolations(page);
  await early.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toContainText('This course is not marked as completed.');

  // A held course: completed and certified.
  await page.goto(`/admin/applications/${heldApplication}`);
  await panel.getByRole('button', { name: 'Mark as completed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this application as completed?' })
    .getByRole('button', { name: 'Mark as completed' })
    .click();
  await expect(panel.getByRole('status')).toContainText('The application is marked as completed.');
  // The status form does not offer a change the server would refuse.
  await expect(page.getByRole('region', { name: 'Change status' })).toContainText(
    'This application is completed, so its status can no longer change.',
  );
  await panel.getByRole('button', { name: 'Generate certificate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate certificate' }).click();
  await expect(panel.getByRole('status')).toContainText('The certificate was generated.');
  const number = (await panel.locator('dt:text-is("Certificate number") + dd').textContent())?.trim() ?? '';
  expect(number).toMatch(/^IIIDEM-\d{4}-[0-9A-Z]{8}$/);

  // Revoked with a reason.
  await panel.getByRole('button', { name: 'Revoke certificate' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke the certificate?' });
  await revoke.getByLabel('Reason (required)').fill('Issued to the wrong participant');
  await revoke.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'The certificate was revoked. The applicant is told by e-mail.',
  );
  await expect(panel).toContainText(`${number}: issued`);
  await expect(panel).toContainText('Reason: Issued to the wrong participant');
  await expectNoAxeViolations(page);

  // The public page: typed into the form at /verify-certificate, the number verifies as revoked, with the date.
  const { baseURL, viewport } = testInfo.project.use;
  const visitor = await (await browser.newContext({ baseURL, viewport })).newPage();
  await visitor.goto('/verify-certificate');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Verify Certificate' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel(/Certificate number/).fill(number);
  await visitor.getByRole('button', { name: 'Verify certificate' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/verify-certificate/${number}$`));
  await expect(visitor.getByRole('heading', { name: /This certificate has been revoked\./ })).toBeVisible();
  await expect(visitor.getByText(/^Revoked on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expect(visitor.locator('dl')).toContainText(`E2E held course ${stamp}`);
  await expectNoAxeViolations(visitor);

  await visitor.goto(`/verify-certificate/${number}?lang=hi`);
  await expect(visitor.getByRole('heading', { name: /यह प्रमाणपत्र निरस्त कर दिया गया है।/ })).toBeVisible();
  await expect(visitor.getByText(/को निरस्त किया गया।/)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.goto('/verify-certificate?lang=hi');
  await expect(visitor.getByRole('button', { name: 'प्रमाणपत्र सत्यापित करें' })).toBeVisible();
  await expectNoAxeViolations(visitor);
});
