import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  captcha,
  createVerifiedUser,
  latestCode,
  mailCount,
  postSignIn,
  postSignInCode,
  uniqueEmail,
  useAccountTestApp,
} from '../../../test/support/accounts';
import { sessions, signInFailures } from '../../db/schema/accounts';

const { ctx, time } = useAccountTestApp();

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function failures(email: string) {
  return ctx.database.db.select().from(signInFailures).where(eq(signInFailures.email, email));
}

describe('POST /api/sessions (sign-in step 1)', () => {
  it("accepts e-mail and password with 'Logged in successfully', mails a code and returns the attempt", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const response = await postSignIn(ctx.app, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Logged in successfully',
      data: { mail: user.email, expires_in: 120 },
    });
    expect(MESSAGES.loggedInSuccessfully).toBe('Logged in successfully');
    expect(await mailCount(ctx.database.db, user.email)).toBe(2);
  });

  it("refuses a wrong captcha with 'Invalid captcha' before the credentials are looked at", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const { captcha_id } = await captcha(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: user.email, password: 'Wrong@Pass1', captcha_id, captcha: 'TST123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid captcha',
      errors: [{ path: 'captcha', msg: 'Invalid captcha' }],
    });
    expect(MESSAGES.invalidCaptchaLogin).toBe('Invalid captcha');
    // Not even counted as a failed sign-in: the password was never compared.
    expect(await failures(user.email)).toHaveLength(0);
  });

  it('gives one answer for a wrong password and an unknown address', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const wrong = await postSignIn(ctx.app, user.email, 'Wrong@Pass1');
    const unknown = await postSignIn(ctx.app, uniqueEmail('nobody'), 'Wrong@Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [
      {},
      { email: 'x@example.org' },
      { email: 5, password: 'x', captcha_id: 'a', captcha: 'b' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/sessions', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const badEmail = await postSignIn(ctx.app, 'not an email', 'x');
    expect(badEmail.json().errors).toContainEqual({ path: 'email', msg: 'Please enter a valid email' });
  });
});

describe('POST /api/sessions/verify (sign-in step 2)', () => {
  it("answers the token and user type with 'OTP Verified! Logging you in.'; the token reads the profile", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { user_type: 4, mobile_no: '447700900123' });
    const first = await postSignIn(ctx.app, user.email, user.password);
    const code = await latestCode(ctx.database.db, user.email);
    const response = await postSignInCode(ctx.app, first.json().data.attempt_id, code);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'OTP Verified! Logging you in.', data: { user_type: 4 } });
    expect(MESSAGES.otpVerifiedLogin).toBe('OTP Verified! Logging you in.');
    // >= 128 random bits: 32 bytes in base64url.
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(body.data.token) });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.email_id).toBe(user.email);
    // Stored only as its SHA-256.
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows.map((row) => row.token_hash)).not.toContain(body.data.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('binds the code to its attempt: the code of one attempt does not work with another', async () => {
    const alice = await createVerifiedUser(ctx.app, ctx.database.db);
    const bob = await createVerifiedUser(ctx.app, ctx.database.db);
    const aliceAttempt = (await postSignIn(ctx.app, alice.email, alice.password)).json().data.attempt_id;
    const bobAttempt = (await postSignIn(ctx.app, bob.email, bob.password)).json().data.attempt_id;
    const bobCode = await latestCode(ctx.database.db, bob.email);
    const crossed = await postSignInCode(ctx.app, aliceAttempt, bobCode);
    expect(crossed.statusCode).toBe(400);
    // Only the attempt that passed the password step, with its own code, signs in.
    expect((await postSignInCode(ctx.app, bobAttempt, bobCode)).statusCode).toBe(201);
  });

  it('ends the previous attempt when the password step is passed again', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const firstAttempt = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const firstCode = await latestCode(ctx.database.db, user.email);
    await postSignIn(ctx.app, user.email, user.password);
    const response = await postSignInCode(ctx.app, firstAttempt, firstCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.otpNotValidOrExpired);
  });

  it('grants nothing between the password and the code: the attempt id is no token', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(attemptId) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Token Expired' });
  });

  it("refuses the right code with a wrong captcha ('Invalid captcha') without spending a try", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const code = await latestCode(ctx.database.db, user.email);
    const { captcha_id } = await captcha(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: { attempt_id: attemptId, otp: code, captcha_id, captcha: 'nope12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid captcha');
    // A used captcha is refused the second time, even with the right answer.
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions/verify',
      payload: { attempt_id: attemptId, otp: code, captcha_id, captcha: 'Tst123' },
    });
    expect(replay.json().message).toBe('Invalid captcha');
    expect((await postSignInCode(ctx.app, attemptId, code)).statusCode).toBe(201);
  });

  it('rejects the right code at 121 s, and after 5 wrong tries', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const code = await latestCode(ctx.database.db, user.email);
    time.advanceSeconds(121);
    const late = await postSignInCode(ctx.app, attemptId, code);
    expect(late.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);

    const next = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const nextCode = await latestCode(ctx.database.db, user.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postSignInCode(ctx.app, next, otherCode(nextCode))).json().message).toBe('Invalid OTP.');
    }
    const dead = await postSignInCode(ctx.app, next, nextCode);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe(ACCOUNT_MESSAGES.otpTooManyTries);
  });

  it('gives exactly one token for 20 parallel submissions of the right code', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const code = await latestCode(ctx.database.db, user.email);
    const captchas = await Promise.all(Array.from({ length: 20 }, () => captcha(ctx.app)));
    const responses = await Promise.all(
      captchas.map((answer) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sessions/verify',
          payload: { attempt_id: attemptId, otp: code, ...answer },
        }),
      ),
    );
    const tokens = responses.filter((response) => response.statusCode === 201);
    expect(tokens).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(19);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bodies and unknown attempts', async () => {
    const unknown = await postSignInCode(ctx.app, 'C'.repeat(32), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.signInAttemptExpired);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/sessions/verify', payload: { attempt_id: 'x' } });
    expect(missing.statusCode).toBe(400);
    const empty = await postSignInCode(ctx.app, 'C'.repeat(32), '');
    expect(empty.json().errors).toContainEqual({ path: 'otp', msg: 'Please enter OTP' });
  });
});

describe('POST /api/sessions/resend', () => {
  it("refuses too early ('You can only resend OTP after it expires.'), then resends ('OTP Resent! ...'); the old code fails", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const oldCode = await latestCode(ctx.database.db, user.email);
    const resend = () =>
      ctx.app.inject({ method: 'POST', url: '/api/sessions/resend', payload: { attempt_id: attemptId } });

    time.advanceSeconds(60);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().message).toBe('You can only resend OTP after it expires.');
    expect(MESSAGES.resendOnlyAfterExpiry).toBe('You can only resend OTP after it expires.');

    time.advanceSeconds(61);
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ success: true, message: 'OTP Resent! Please check your email/Mobile.' });
    expect(MESSAGES.otpResentLogin).toBe('OTP Resent! Please check your email/Mobile.');
    const newCode = await latestCode(ctx.database.db, user.email);
    if (newCode !== oldCode) expect((await postSignInCode(ctx.app, attemptId, oldCode)).statusCode).toBe(400);
    expect((await postSignInCode(ctx.app, attemptId, newCode)).statusCode).toBe(201);
  });

  it('stops after 5 resends and refuses unknown attempts', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const attemptId = (await postSignIn(ctx.app, user.email, user.password)).json().data.attempt_id;
    const resend = () =>
      ctx.app.inject({ method: 'POST', url: '/api/sessions/resend', payload: { attempt_id: attemptId } });
    for (let round = 0; round < 5; round++) {
      time.advanceSeconds(121);
      expect((await resend()).statusCode).toBe(200);
    }
    time.advanceSeconds(121);
    const limit = await resend();
    expect(limit.statusCode).toBe(429);
    expect(limit.json().message).toBe(ACCOUNT_MESSAGES.signInResendLimit);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions/resend',
      payload: { attempt_id: 'D'.repeat(32) },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('per-account sign-in throttle', () => {
  it('after 10 failures in 15 minutes each try waits longer (30 s, 60 s ...), never for good', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await postSignIn(ctx.app, user.email, 'Wrong@Pass1')).statusCode).toBe(400);
      time.advanceSeconds(1);
    }
    // The 11th try, even with the right password, is refused without being checked.
    const throttled = await postSignIn(ctx.app, user.email, user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('29');
    expect(throttled.json().message).toBe(ACCOUNT_MESSAGES.signInThrottled(29));
    expect(await failures(user.email)).toHaveLength(10);

    time.advanceSeconds(30);
    expect((await postSignIn(ctx.app, user.email, 'Wrong@Pass1')).statusCode).toBe(400);
    const longer = await postSignIn(ctx.app, user.email, user.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('60');

    time.advanceSeconds(60);
    const ok = await postSignIn(ctx.app, user.email, user.password);
    expect(ok.statusCode).toBe(200);
    // Success clears the count.
    expect(await failures(user.email)).toHaveLength(0);
  });

  it('forgets failures older than the window', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    for (let attempt = 0; attempt < 10; attempt++) await postSignIn(ctx.app, user.email, 'Wrong@Pass1');
    time.advanceSeconds(15 * 60 + 1);
    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('throttles an unknown address the same way, and a throttled account can still reset its password', async () => {
    const stranger = uniqueEmail('stranger');
    for (let attempt = 0; attempt < 10; attempt++) await postSignIn(ctx.app, stranger, 'Wrong@Pass1');
    expect((await postSignIn(ctx.app, stranger, 'Wrong@Pass1')).statusCode).toBe(429);

    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    for (let attempt = 0; attempt < 10; attempt++) await postSignIn(ctx.app, user.email, 'Wrong@Pass1');
    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(429);

    const request = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: user.email, ...(await captcha(ctx.app)) },
    });
    expect(request.statusCode).toBe(200);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: {
        email: user.email,
        otp: await latestCode(ctx.database.db, user.email),
        password: 'Fresh@Pass22',
        confirm_password: 'Fresh@Pass22',
        ...(await captcha(ctx.app)),
      },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await postSignIn(ctx.app, user.email, 'Fresh@Pass22')).statusCode).toBe(200);
  });
});
