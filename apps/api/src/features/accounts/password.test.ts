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
  postSignup,
  signIn,
  uniqueEmail,
  useAccountTestApp,
} from '../../../test/support/accounts';
import { users } from '../../db/schema/accounts';

const { ctx, time } = useAccountTestApp();

async function requestReset(email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email, ...(await captcha(ctx.app)) },
  });
}

async function confirmReset(email: string, otp: string, password = 'Renewed@Pass7', confirm = password) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { email, otp, password, confirm_password: confirm, ...(await captcha(ctx.app)) },
  });
}

function changePassword(token: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/password', headers: bearer(token), payload: body });
}

function userDetails(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
}

describe('POST /api/password-reset', () => {
  it("answers 'OTP sent to your email. Please enter it below.' for known and unknown addresses alike", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const pending = uniqueEmail('pending');
    await postSignup(ctx.app, { email_id: pending });
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    const unverified = await requestReset(pending);
    for (const response of [known, unknown, unverified]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'OTP sent to your email. Please enter it below.' });
    }
    expect(MESSAGES.resetOtpSent).toBe('OTP sent to your email. Please enter it below.');
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // Only the real account got a mail (its sign-up code and now the reset code).
    expect(await mailCount(ctx.database.db, user.email)).toBe(2);
    expect(await mailCount(ctx.database.db, pending)).toBe(1);
  });

  it("refuses a wrong captcha with 'Invalid captcha', and bad bodies with 400", async () => {
    const { captcha_id } = await captcha(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: uniqueEmail(), captcha_id, captcha: 'zzzzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid captcha');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 42 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it("sets the new password with 'Password reset successfully!' and ends every session of the account", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const tokenA = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const tokenB = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    await requestReset(user.email);
    const response = await confirmReset(user.email, await latestCode(ctx.database.db, user.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password reset successfully!' });
    expect(MESSAGES.passwordResetSuccess).toBe('Password reset successfully!');
    expect((await userDetails(tokenA)).statusCode).toBe(401);
    expect((await userDetails(tokenB)).statusCode).toBe(401);
    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(400);
    expect((await postSignIn(ctx.app, user.email, 'Renewed@Pass7')).statusCode).toBe(200);
  });

  it('gives one answer for a wrong code, an unknown address, an expired code and a used code', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    await requestReset(user.email);
    const code = await latestCode(ctx.database.db, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const expected = {
      success: false,
      message: 'The OTP is not valid or has expired.',
      errors: [{ path: 'otp', msg: 'The OTP is not valid or has expired.' }],
    };
    expect((await confirmReset(user.email, wrongCode)).json()).toEqual(expected);
    expect((await confirmReset(uniqueEmail('nobody'), '123456')).json()).toEqual(expected);
    time.advanceSeconds(121);
    expect((await confirmReset(user.email, code)).json()).toEqual(expected);

    await requestReset(user.email);
    const fresh = await latestCode(ctx.database.db, user.email);
    expect((await confirmReset(user.email, fresh)).statusCode).toBe(200);
    expect((await confirmReset(user.email, fresh, 'Another@Pass8')).json()).toEqual(expected);
  });

  it('kills the code after 5 wrong tries, and a new request replaces the previous code', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    await requestReset(user.email);
    const code = await latestCode(ctx.database.db, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await confirmReset(user.email, wrongCode)).statusCode).toBe(400);
    expect((await confirmReset(user.email, code)).statusCode).toBe(400);

    await requestReset(user.email);
    const first = await latestCode(ctx.database.db, user.email);
    await requestReset(user.email);
    const second = await latestCode(ctx.database.db, user.email);
    if (first !== second) expect((await confirmReset(user.email, first)).statusCode).toBe(400);
    expect((await confirmReset(user.email, second)).statusCode).toBe(200);
  });

  it("checks the form: 'Enter a valid 6-digit OTP.', 'Passwords do not match.', the password rules", async () => {
    const email = uniqueEmail();
    const shortCode = await confirmReset(email, '123');
    expect(shortCode.json().errors).toContainEqual({ path: 'otp', msg: 'Enter a valid 6-digit OTP.' });
    const emptyCode = await confirmReset(email, '');
    expect(emptyCode.json().errors).toContainEqual({ path: 'otp', msg: 'Enter a valid 6-digit OTP.' });
    expect(MESSAGES.enterValidOtp).toBe('Enter a valid 6-digit OTP.');
    const mismatch = await confirmReset(email, '123456', 'Renewed@Pass7', 'Renewed@Pass8');
    expect(mismatch.json().errors).toContainEqual({ path: 'confirm_password', msg: 'Passwords do not match.' });
    expect(MESSAGES.resetPasswordsDoNotMatch).toBe('Passwords do not match.');
    const weak = await confirmReset(email, '123456', 'short');
    expect(weak.json().errors).toContainEqual({
      path: 'password',
      msg: 'Password must be at least 8 characters long.',
    });
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: {
        email,
        otp: '123456',
        password: 'Renewed@Pass7',
        confirm_password: 'Renewed@Pass7',
        user_id: 1,
        ...(await captcha(ctx.app)),
      },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('PUT /api/password', () => {
  it("changes the password with 'Password updated successfully'; other sessions end, this one stays", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const tokenA = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const tokenB = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const response = await changePassword(tokenA, {
      old_password: ` ${user.password} `,
      new_password: ' Changed@Pass5 ',
      confirm_password: 'Changed@Pass5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect(MESSAGES.passwordUpdated).toBe('Password updated successfully');
    expect((await userDetails(tokenB)).statusCode).toBe(401);
    expect((await userDetails(tokenA)).statusCode).toBe(200);
    // Values were trimmed.
    expect((await postSignIn(ctx.app, user.email, 'Changed@Pass5')).statusCode).toBe(200);
  });

  it('requires the right old password (400, never 401, so the browser keeps its session)', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const response = await changePassword(token, {
      old_password: 'Wrong@Pass1',
      new_password: 'Changed@Pass5',
      confirm_password: 'Changed@Pass5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.oldPasswordIncorrect,
      errors: [{ path: 'old_password', msg: ACCOUNT_MESSAGES.oldPasswordIncorrect }],
    });
    expect((await userDetails(token)).statusCode).toBe(200);
  });

  it("checks 'New Password and Confirm Password do not match!', the length rule and the other password rules", async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const mismatch = await changePassword(token, {
      old_password: user.password,
      new_password: 'Changed@Pass5',
      confirm_password: 'Changed@Pass6',
    });
    expect(mismatch.json().errors).toContainEqual({
      path: 'confirm_password',
      msg: 'New Password and Confirm Password do not match!',
    });
    expect(MESSAGES.changePasswordMismatch).toBe('New Password and Confirm Password do not match!');
    const short = await changePassword(token, {
      old_password: user.password,
      new_password: 'Ab@1',
      confirm_password: 'Ab@1',
    });
    expect(short.json().errors).toContainEqual({
      path: 'new_password',
      msg: 'Password must be at least 8 characters long.',
    });
    const same = await changePassword(token, {
      old_password: user.password,
      new_password: user.password,
      confirm_password: user.password,
    });
    expect(same.json().message).toBe(ACCOUNT_MESSAGES.newPasswordSameAsOld);
    const missing = await changePassword(token, {});
    expect(missing.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect((await postSignIn(ctx.app, user.email, user.password)).statusCode).toBe(200);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/password',
      payload: { old_password: 'Old@Pass1', new_password: 'Changed@Pass5', confirm_password: 'Changed@Pass5' },
    });
    expect(response.statusCode).toBe(401);
  });
});
