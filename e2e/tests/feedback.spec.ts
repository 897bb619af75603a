import { expect, test } from '@playwright/test';
import { createStaffAndSignIn, E2E_ADMIN } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';
import { gotoHydrated } from '../fixtures/hydrated';

/**
 * The policy and help pages and the feedback form GIGW 3.0 asks for (issue 16): each policy page opens from the
 * footer with its title; feedback sent from /feedback is acknowledged to the sender and copied to the institute's
 * mailbox (the development mailbox), and staff read it and mark it answered in the back office.
 */

const POLICY_PAGES = [
  ['Copyright Policy', '/copyright-policy'],
  ['Hyperlinking Policy', '/hyperlinking-policy'],
  ['Terms and Conditions', '/terms-and-conditions'],
  ['Disclaimer', '/disclaimer'],
  ['Accessibility Statement', '/accessibility-statement'],
  ['Help', '/help'],
] as const;

/** The institute's contact mailbox of the sample site settings the e2e portal starts with. */
const INSTITUTE_MAILBOX = 'contact@iiidem.example.org';

test('policy pages open from the footer; feedback reaches the mailboxes and the back office', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/');
  const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies and help' });
  for (const [title, path] of POLICY_PAGES) {
    await policies.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | IIIDEM`);
  }

  await policies.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `feedback.${Date.now().toString(36)}@example.org`;
  const message = "Collector's Office, Room 4 (2nd floor): the tender PDF didn't open; please check & reply.";
  const form = page.getByRole('form', { name: 'Feedback' });
  await form.getByLabel(/^Your name/).fill('Asha Rao');
  await form.getByLabel(/^Your e-mail address/).fill(email);
  await form.getByLabel(/^What is it about/).selectOption('website');
  await form.getByLabel(/^Your message/).fill(message);
  await form.getByRole('checkbox', { name: /I agree that the institute may store/ }).check();
  await form.getByLabel(/^Enter the captcha/).fill(E2E_ADMIN.captcha);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
  const reference = /Your reference number is (\d+)\./.exec(
    (await page.getByText(/Your reference number is \d+\./).textContent()) ?? '',
  )?.[1];
  expect(reference).toMatch(/^\d+$/);

  // The acknowledgement to the sender and the copy to the institute's mailbox.
  const mailbox = await (await request.get('/dev/mailbox')).text();
  const mails = mailbox.split('<article>');
  expect(
    mails.some(
      (mail) => mail.includes(`To: ${email}`) && mail.includes(`received your feedback (reference ${reference})`),
    ),
  ).toBe(true);
  expect(
    mails.some((mail) => mail.includes(`To: ${INSTITUTE_MAILBOX}`) && mail.includes(`Website feedback ${reference}`)),
  ).toBe(true);

  // Staff read it in the back office and mark it answered.
  await createStaffAndSignIn(page, request, '/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.getByRole('link', { name: `Asha Rao (feedback ${reference})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Feedback ${reference}` })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(page.getByText('The feedback is marked as answered.')).toBeVisible();
  await expectNoAxeViolations(page);
});
