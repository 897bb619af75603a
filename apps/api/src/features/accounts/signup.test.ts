import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  captcha,
  GOOD_PASSWORD,
  latestCode,
  latestMail,
  mailCount,
  postSignIn,
  postSignup,
  signupBody,
  uniqueEmail,
  useAccountTestApp,
} from '../../../test/support/accounts';
import { oneTimeCodes, users } from '../../db/schema/accounts';

const { ctx, time } = useAccountTestApp();

async function verify(attemptId: string, otp: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/signup/verify',
    payload: { attempt_id: attemptId, otp },
  });
}

async function resend(attemptId: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/accounts/signup/resend', payload: { attempt_id: attemptId } });
}

async function userRow(email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
  return user;
}

describe('POST /api/accounts/signup', () => {
  it("stores the account unverified, mails a code and answers 'OTP sent to' + the address", async () => {
    const email = uniqueEmail('new');
    const response = await postSignup(ctx.app, {
      email_id: email.toUpperCase(),
      user_type: 4,
      mobile_no: '447700900123',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: `OTP sent to ${email}`,
      data: { mail: email, expires_in: 120 },
    });
    expect(MESSAGES.otpSentTo).toBe('OTP sent to');
    expect(body.data.attempt_id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const user = await userRow(email);
    expect(user).toMatchObject({ user_type: 4, role: 'applicant', first_name: 'Asha', verified_at: null });
    const mail = await latestMail(ctx.database.db, email);
    expect(mail?.subject).toBe('Your IIIDEM sign-up OTP');
    expect(mail?.text_body).toMatch(/\b\d{6}\b/);
    expect(mail?.html_body).toContain(await latestCode(ctx.database.db, email));
  });

  it("refuses a wrong captcha with 'Invalid Captcha' before looking at anything else", async () => {
    const email = uniqueEmail();
    const { captcha_id } = await captcha(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: {
        ...signupBody({ email_id: email }),
        captcha_id,
        captcha: 'tst123',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid Captcha',
      errors: [{ path: 'captcha', msg: 'Invalid Captcha' }],
    });
    expect(MESSAGES.invalidCaptchaSignup).toBe('Invalid Captcha');
    expect(await userRow(email)).toBeUndefined();
    expect(await mailCount(ctx.database.db, email)).toBe(0);
  });

  it.each([
    [
      'a password shorter than 8',
      { user_pass: 'Ab@1xyz' },
      'user_pass',
      'Password must be at least 8 characters long.',
    ],
    [
      'a password without a special character',
      { user_pass: 'Abcdefg1' },
      'user_pass',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'a password with a character outside the allowed set',
      { user_pass: 'Abcdef1@#' },
      'user_pass',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'a password over 128 characters',
      { user_pass: `Aa1@${'x'.repeat(125)}` },
      'user_pass',
      ACCOUNT_MESSAGES.passwordTooLong,
    ],
    ['a common password', { user_pass: 'Password@123' }, 'user_pass', ACCOUNT_MESSAGES.passwordBlocked],
    ["the institute's name", { user_pass: 'Iiidem@2026' }, 'user_pass', ACCOUNT_MESSAGES.passwordBlocked],
    [
      'a domestic mobile of 11 digits',
      { mobile_no: '98765432101' },
      'mobile_no',
      'Mobile number must be exactly 10 digits.',
    ],
    [
      'a faculty mobile of one repeated digit',
      { user_type: 3, mobile_no: '9999999999' },
      'mobile_no',
      'Mobile number cannot have repeating digits.',
    ],
    [
      'an international mobile of 16 digits',
      { user_type: 4, mobile_no: '1234567890123456' },
      'mobile_no',
      'Mobile number must be between 10 to 15 digits.',
    ],
    ['a mobile with a plus sign', { mobile_no: '+919876543' }, 'mobile_no', ACCOUNT_MESSAGES.mobileDigitsOnly],
    ['a one-letter first name', { first_name: 'A' }, 'first_name', 'First name must be at least 2 characters.'],
    ['an empty first name', { first_name: '' }, 'first_name', 'First name is required.'],
    [
      'a first name of 151 characters',
      { first_name: 'A'.repeat(151) },
      'first_name',
      'First name must not exceed 150 characters.',
    ],
    ['markup in a name', { last_name: '<b>x</b>' }, 'last_name', ACCOUNT_MESSAGES.nameCharacters],
    ['a malformed e-mail', { email_id: 'not-an-email' }, 'email_id', 'Please enter a valid email'],
    ['an unknown user type', { user_type: 1 }, 'user_type', ACCOUNT_MESSAGES.userTypeRequired],
    ['a user type as text', { user_type: '2' }, 'user_type', ACCOUNT_MESSAGES.userTypeRequired],
  ])('refuses %s with the rule text', async (_name, change, path, message) => {
    const response = await postSignup(ctx.app, { email_id: uniqueEmail(), ...(change as object) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ path, msg: message });
  });

  it('refuses missing fields, unknown fields (a role) and a body that is not JSON', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/accounts/signup', payload: {} });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['user_type', 'first_name', 'last_name', 'email_id', 'mobile_no', 'user_pass', 'captcha']),
    );

    const withRole = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: {
        ...signupBody({ email_id: uniqueEmail() }),
        role: 'admin',
        ...(await captcha(ctx.app)),
      },
    });
    expect(withRole.statusCode).toBe(400);
    expect(withRole.json().errors).toContainEqual({ path: 'role', msg: 'Unrecognized key: "role"' });

    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, message: API_ERRORS.unsupportedMediaType });
  });

  it('answers an address that already has a verified account exactly like a new one, and mails its owner a notice', async () => {
    const email = uniqueEmail('taken');
    const first = await postSignup(ctx.app, { email_id: email });
    expect((await verify(first.json().data.attempt_id, await latestCode(ctx.database.db, email))).statusCode).toBe(200);
    const before = await userRow(email);

    const again = await postSignup(ctx.app, { email_id: email, first_name: 'Intruder', user_pass: 'Other@Pass9' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(`OTP sent to ${email}`);
    expect(Object.keys(again.json().data).sort()).toEqual(['attempt_id', 'expires_in', 'mail']);

    const after = await userRow(email);
    expect(after?.first_name).toBe('Asha');
    expect(after?.password_hash).toBe(before?.password_hash);
    const notice = await latestMail(ctx.database.db, email);
    expect(notice?.subject).toBe('Your IIIDEM Portal account');
    expect(notice?.text_body).not.toMatch(/\b\d{6}\b/);

    // The decoy attempt cannot verify anything, whatever code is tried.
    const guess = await verify(again.json().data.attempt_id, '123456');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(ACCOUNT_MESSAGES.invalidOtp);
  });

  it('replaces the details and the code of an address still waiting for verification', async () => {
    const email = uniqueEmail('pending');
    const first = await postSignup(ctx.app, { email_id: email });
    const firstCode = await latestCode(ctx.database.db, email);
    const second = await postSignup(ctx.app, { email_id: email, first_name: 'Bina', user_type: 3 });
    expect(second.statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({ first_name: 'Bina', user_type: 3, verified_at: null });

    // The earlier attempt is dead, even with its own code.
    const old = await verify(first.json().data.attempt_id, firstCode);
    expect(old.statusCode).toBe(400);
    // The new code verifies only the new attempt.
    const crossed = await verify(first.json().data.attempt_id, await latestCode(ctx.database.db, email));
    expect(crossed.statusCode).toBe(400);
    const ok = await verify(second.json().data.attempt_id, await latestCode(ctx.database.db, email));
    expect(ok.statusCode).toBe(200);
    const codes = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(codes).toHaveLength(2);
    expect(codes.every((row) => row.used_at !== null)).toBe(true);
  });
});

describe('POST /api/accounts/signup/verify', () => {
  it("marks the account verified and answers 'OTP Verified Successfully'; the code works once", async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    const code = await latestCode(ctx.database.db, email);
    const response = await verify(signup.json().data.attempt_id, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'OTP Verified Successfully' });
    expect(MESSAGES.otpVerifiedSignup).toBe('OTP Verified Successfully');
    expect((await userRow(email))?.verified_at).toEqual(time.now());

    const again = await verify(signup.json().data.attempt_id, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.otpNotValidOrExpired);
  });

  it('rejects the right code at 121 s and accepts it at 119 s', async () => {
    const late = uniqueEmail('late');
    const lateSignup = await postSignup(ctx.app, { email_id: late });
    time.advanceSeconds(121);
    const tooLate = await verify(lateSignup.json().data.attempt_id, await latestCode(ctx.database.db, late));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);

    const onTime = uniqueEmail('ontime');
    const onTimeSignup = await postSignup(ctx.app, { email_id: onTime });
    time.advanceSeconds(119);
    const ok = await verify(onTimeSignup.json().data.attempt_id, await latestCode(ctx.database.db, onTime));
    expect(ok.statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries, even for the right value', async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    const code = await latestCode(ctx.database.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await verify(signup.json().data.attempt_id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Invalid OTP.',
        errors: [{ path: 'otp', msg: 'Invalid OTP.' }],
      });
    }
    const right = await verify(signup.json().data.attempt_id, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.otpTooManyTries);
    expect((await userRow(email))?.verified_at).toBeNull();
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    const code = await latestCode(ctx.database.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) await verify(signup.json().data.attempt_id, wrong);
    expect((await verify(signup.json().data.attempt_id, code)).statusCode).toBe(200);
  });

  it("refuses bad input: 'Please enter OTP', 'Enter a valid 6-digit OTP.', unknown attempts, unknown fields", async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    const attemptId = signup.json().data.attempt_id;
    const empty = await verify(attemptId, '');
    expect(empty.json().errors).toContainEqual({ path: 'otp', msg: 'Please enter OTP' });
    const short = await verify(attemptId, '12a45');
    expect(short.json().errors).toContainEqual({ path: 'otp', msg: 'Enter a valid 6-digit OTP.' });
    const unknown = await verify('A'.repeat(32), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.signupAttemptExpired);
    const numeric = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup/verify',
      payload: { attempt_id: attemptId, otp: 123456 },
    });
    expect(numeric.statusCode).toBe(400);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup/verify',
      payload: { attempt_id: attemptId, otp: '123456', email: email },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('does not let an unverified account sign in, nor a sign-up code sign in', async () => {
    const email = uniqueEmail('unverified');
    const signup = await postSignup(ctx.app, { email_id: email });
    const refused = await postSignIn(ctx.app, email, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.accountNotVerified);

    // Cross-use: the sign-up attempt and its code mean nothing to the sign-in code step.
    const crossed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: {
        attempt_id: signup.json().data.attempt_id,
        otp: await latestCode(ctx.database.db, email),
        ...(await captcha(ctx.app)),
      },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(ACCOUNT_MESSAGES.signInAttemptExpired);
  });
});

describe('POST /api/accounts/signup/resend', () => {
  it("refuses a resend before the code expired with 'You can only resend OTP after it expires.' and Retry-After", async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    time.advanceSeconds(100);
    const early = await resend(signup.json().data.attempt_id);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json()).toEqual({ success: false, message: 'You can only resend OTP after it expires.' });
    expect(await mailCount(ctx.database.db, email)).toBe(1);
  });

  it("resends twice with 'OTP resent' (the old code then fails), then answers the limit text", async () => {
    const email = uniqueEmail();
    const signup = await postSignup(ctx.app, { email_id: email });
    const attemptId = signup.json().data.attempt_id;
    const firstCode = await latestCode(ctx.database.db, email);

    time.advanceSeconds(121);
    const once = await resend(attemptId);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ success: true, message: 'OTP resent', data: { expires_in: 120, resends_left: 1 } });
    const secondCode = await latestCode(ctx.database.db, email);
    expect(await mailCount(ctx.database.db, email)).toBe(2);

    time.advanceSeconds(121);
    const twice = await resend(attemptId);
    expect(twice.json().data.resends_left).toBe(0);

    time.advanceSeconds(121);
    const third = await resend(attemptId);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('You have reached the maximum number of OTP resends.');
    expect(MESSAGES.resendLimitReached).toBe('You have reached the maximum number of OTP resends.');

    // Only the newest code works; the replaced ones fail.
    time.set(time.now().getTime() - 121_000 + 10_000);
    const newest = await latestCode(ctx.database.db, email);
    for (const old of [firstCode, secondCode].filter((code) => code !== newest)) {
      expect((await verify(attemptId, old)).statusCode).toBe(400);
    }
    expect((await verify(attemptId, newest)).statusCode).toBe(200);
  });

  it('answers an unknown attempt with 400 and refuses bad bodies', async () => {
    const unknown = await resend('B'.repeat(40));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.signupAttemptExpired);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup/resend',
      payload: { attempt_id: 5 },
    });
    expect(bad.statusCode).toBe(400);
    const odd = await resend('../../etc/passwd-0000000');
    expect(odd.statusCode).toBe(400);
  });
});
