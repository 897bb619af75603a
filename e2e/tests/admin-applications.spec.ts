import { type APIRequestContext, expect, test } from '@playwright/test';
import { emptyDomesticValues } from '../../packages/shared/src/nominations/domestic';
import { apiSignIn, createStaffAndSignIn, E2E_ADMIN, newMailedCode } from '../fixtures/admin';
import { expectNoAxeViolations } from '../fixtures/axe';

/**
 * Back office, Applications: a new applicant applies (through the API); a staff member finds the application
 * with the list's search, opens it, approves it with a note and sees the change in the timeline; the applicant
 * is e-mailed. Both pages are scanned with axe.
 */

const PASSWORD = 'Strong@Pass1';
/** A 1 x 1 PNG, for the nomination photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

async function post(request: APIRequestContext, url: string, data?: unknown) {
  const response = await request.post(url, data === undefined ? {} : { data });
  const body = await response.json();
  expect(response.ok(), `${url}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function captcha(request: APIRequestContext) {
  const body = await post(request, '/api/captcha');
  return { captcha_id: body.data.captcha_id as string, captcha: E2E_ADMIN.captcha };
}

function istToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A name no other test uses (letters only, as the name fields require). */
function uniqueLastName(): string {
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]);
  return `Reviewee${letters.join('')}`;
}

type Applied = { id: number; email: string; lastName: string; courseName: string };

/** A new domestic applicant applies to an open course of the demo content. */
async function applyAsNewApplicant(request: APIRequestContext): Promise<Applied> {
  const email = `reviewed.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const lastName = uniqueLastName();
  const signup = await post(request, '/api/accounts/signup', {
    user_type: 2,
    first_name: 'Asha',
    last_name: lastName,
    email_id: email,
    mobile_no: '9876543210',
    user_pass: PASSWORD,
    ...(await captcha(request)),
  });
  await post(request, '/api/accounts/signup/verify', {
    attempt_id: signup.data.attempt_id,
    otp: await newMailedCode(request, email, 'sign-up'),
  });
  const token = await apiSignIn(request, email, PASSWORD);
  const courses = (await (await request.get('/api/courses?program_type_id=1&limit=100')).json()).data.course as {
    id: number;
    course_name: string;
    end_to: string;
  }[];
  const course = courses.find((item) => item.end_to >= istToday());
  if (!course) throw new Error('no open domestic course in the demo content');
  const fields: Record<string, string> = {
    ...emptyDomesticValues(),
    course_id: String(course.id),
    title: 'Ms',
    first_name: 'Asha',
    last_name: lastName,
    gender: 'F',
    dob: '1990-02-15',
    mobile_no: '9876543210',
    email_id: email,
    current_work_place: 'Office of the Chief Electoral Officer',
    designation: 'Deputy Collector',
    state_ut_name: 'S10',
    office_address: 'Nirvachan Sadan New Delhi',
  };
  const applied = await request.post('/api/nominations/domestic', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...fields, photo: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  const body = await applied.json();
  expect(applied.ok(), `nomination: ${JSON.stringify(body)}`).toBe(true);
  return { id: body.data.id as number, email, lastName, courseName: course.course_name };
}

test.describe('Back office: applications review', () => {
  test('staff find an application, approve it with a note and see it in the timeline', async ({ page, request }) => {
    test.setTimeout(120_000);
    const applied = await applyAsNewApplicant(request);
    await createStaffAndSignIn(page, request, '/admin/applications');

    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Applications, sorted by/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Search name or e-mail').fill(applied.lastName.toLowerCase());
    await page.getByLabel('Status').selectOption('1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${applied.lastName.toLowerCase()}`));
    await expect(page).toHaveURL(/status=1/);
    const rows = page.getByRole('table', { name: /Applications/ }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('link', { name: `Asha ${applied.lastName}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/applications/${applied.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${applied.id}: Asha ${applied.lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of Asha ${applied.lastName}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Approved' }).check();
    await page.getByLabel('Note to the applicant (optional)').fill('Please bring your ID card on the first day.');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Status changed to Approved. The applicant has been e-mailed.')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(1);
    await expect(timeline.first()).toContainText('Status changed: Received → Approved');
    await expect(timeline.first()).toContainText('Note: Please bring your ID card on the first day.');
    await expect(page.getByRole('radio', { name: 'Approved (current)' })).toBeChecked();

    const mailbox = await (await request.get('/dev/mailbox')).text();
    const mail = mailbox
      .split('<article>')
      .find((item) => item.includes(`To: ${applied.email}`) && item.includes('Approved'));
    expect(mail, 'the applicant is e-mailed the new status').toBeTruthy();
    expect(mail).toContain('Please bring your ID card on the first day.');
  });
});
