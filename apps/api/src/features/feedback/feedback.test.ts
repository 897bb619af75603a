import { FEEDBACK_MESSAGES } from '@iiidem/shared/feedback/feedback';
import { MESSAGES } from '@iiidem/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { captcha, latestMail, uniqueEmail } from '../../../test/support/accounts';
import { feedbackMessages } from '../../db/schema/feedback';
import { auditLog } from '../../db/schema/system';
import { SAMPLE_SITE_SETTINGS } from '../../db/seed/site-settings';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

const MESSAGE =
  'Collector\'s Office, Room 4 (2nd floor): the PDF link on "Vacancies" didn\'t open; please fix it & reply.\nThanks!';

async function goodBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    email: uniqueEmail('feedback'),
    phone: '+919876543210',
    category: 'website',
    message: MESSAGE,
    consent: true,
    ...(await captcha(ctx.app)),
    ...overrides,
  };
}

function post(payload: Record<string, unknown>, language?: 'en' | 'hi') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload,
    ...(language ? { headers: { cookie: `lang=${language}` } } : {}),
  });
}

function staffCall(method: 'GET' | 'POST', url: string, user?: SignedInUser) {
  return ctx.app.inject({ method, url, ...(user ? { headers: user.headers } : {}) });
}

describe('POST /api/feedback', () => {
  it('stores the message as typed, acknowledges it to the sender and mails the institute', async () => {
    const body = await goodBody();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: FEEDBACK_MESSAGES.sent });
    const id = response.json().data.id as number;

    const [row] = await ctx.database.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id));
    expect(row).toMatchObject({ name: 'Asha Rao', email: body.email, category: 'website', language: 'en' });
    // Ordinary punctuation and the new line are kept exactly as typed.
    expect(row?.message).toBe(MESSAGE);

    const acknowledgement = await latestMail(ctx.database.db, body.email as string);
    expect(acknowledgement?.subject).toBe(`We have received your feedback (reference ${id})`);
    expect(acknowledgement?.text_body).toContain(MESSAGE);
    expect(acknowledgement?.html_body).toContain('Collector&#39;s Office');
    expect(acknowledgement?.html_body).toContain('lang="en"');

    const institute = await latestMail(ctx.database.db, SAMPLE_SITE_SETTINGS.email);
    expect(institute?.subject).toBe(`Website feedback ${id}: The website`);
    expect(institute?.text_body).toContain(`From: Asha Rao <${body.email}>`);
    expect(institute?.text_body).toContain(`/admin/feedback/${id}`);
  });

  it('acknowledges in Hindi when the sender wrote from a Hindi page', async () => {
    const body = await goodBody({ phone: '', category: 'accessibility' });
    const response = await post(body, 'hi');
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    const mail = await latestMail(ctx.database.db, body.email as string);
    expect(mail?.subject).toBe(`हमें आपकी प्रतिक्रिया मिल गई है (संदर्भ ${id})`);
    expect(mail?.text_body).toContain('विषय: सुगम्यता');
    expect(mail?.html_body).toContain('lang="hi"');
    const [row] = await ctx.database.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id));
    expect(row).toMatchObject({ language: 'hi', phone: '' });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', FEEDBACK_MESSAGES.nameRequired],
    ['a missing message', { message: '   ' }, 'message', FEEDBACK_MESSAGES.messageRequired],
    ['no consent', { consent: false }, 'consent', FEEDBACK_MESSAGES.consentRequired],
    ['a bad e-mail', { email: 'asha@' }, 'email', MESSAGES.invalidEmail],
    ['an oversize message', { message: 'a'.repeat(3001) }, 'message', FEEDBACK_MESSAGES.messageTooLong],
    ['an unknown category', { category: 'spam' }, 'category', FEEDBACK_MESSAGES.categoryRequired],
    ['a phone with letters', { phone: '98765abcde' }, 'phone', FEEDBACK_MESSAGES.phoneInvalid],
  ])('refuses %s with 400 and the field’s message, storing nothing', async (_case, change, path, msg) => {
    const body = await goodBody(change);
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().errors).toContainEqual({ path, msg });
    expect(
      await ctx.database.db
        .select()
        .from(feedbackMessages)
        .where(eq(feedbackMessages.email, String(body.email))),
    ).toEqual([]);
  });

  it('refuses a NUL character with 400, never a 5xx', async () => {
    const response = await post(await goodBody({ message: 'Hello\u0000there' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("refuses a wrong captcha with 400 'Invalid captcha' and sends no mail", async () => {
    const body = await goodBody({ captcha: 'Wrong1' });
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCaptchaLogin });
    expect(response.json().errors).toContainEqual({ path: 'captcha', msg: MESSAGES.invalidCaptchaLogin });
    expect(await latestMail(ctx.database.db, body.email as string)).toBeUndefined();
  });
});

describe('the back office’s feedback', () => {
  it('lists feedback newest first, shows one and marks it answered once, with an audit entry', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Meera', last_name: 'Iyer' });
    const older = (await post(await goodBody({ name: 'First Sender' }))).json().data.id as number;
    const newer = (await post(await goodBody({ name: 'Second Sender' }))).json().data.id as number;

    const list = await staffCall('GET', '/api/admin/feedback', staff);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.json().data.pages).toMatchObject({ page: 1, limit: 20 });

    const one = await staffCall('GET', `/api/admin/feedback/${older}`, staff);
    expect(one.json().data).toMatchObject({ id: older, name: 'First Sender', message: MESSAGE, answeredAt: null });

    const answered = await staffCall('POST', `/api/admin/feedback/${older}/answered`, staff);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      message: FEEDBACK_MESSAGES.answered,
      data: { id: older, answeredBy: 'Meera Iyer' },
    });
    const again = await staffCall('POST', `/api/admin/feedback/${older}/answered`, staff);
    expect(again.statusCode).toBe(409);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'feedback'), eq(auditLog.entity_id, String(older))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'feedback.answered', actor_user_id: staff.id });

    const open = await staffCall('GET', '/api/admin/feedback?status=open', staff);
    expect(open.json().data.items.map((item: { id: number }) => item.id)).not.toContain(older);
    expect((await staffCall('GET', '/api/admin/feedback/999999', staff)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to an applicant on every staff route', async () => {
    const applicant = await signInAs(ctx.app, ctx.database.db);
    const routes = [
      ['GET', '/api/admin/feedback'],
      ['GET', '/api/admin/feedback/1'],
      ['POST', '/api/admin/feedback/1/answered'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await staffCall(method, url)).statusCode).toBe(401);
      const refused = await staffCall(method, url, applicant);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().success).toBe(false);
    }
  });
});
