import { API_ERRORS } from '@iiidem/shared/messages';
import { ZSessionStatusAnswer } from '@iiidem/shared/session/session-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ACCOUNT_TEST_ENV, bearer, createVerifiedUser, signIn, useManualClock } from '../../../test/support/accounts';
import { users } from '../../db/schema/accounts';

const ctx = useTestApp({ env: { ...ACCOUNT_TEST_ENV, SESSION_IDLE_MINUTES: '10', SESSION_ABSOLUTE_HOURS: '1' } });
const time = useManualClock();

async function signedIn() {
  const user = await createVerifiedUser(ctx.app, ctx.database.db);
  const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
  return { user, token };
}

function status(token?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/session', headers: token ? bearer(token) : {} });
}

function extend(token?: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/session/extend', headers: token ? bearer(token) : {} });
}

function userDetails(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
}

describe('GET /api/session', () => {
  it('tells when the session ends, without extending it', async () => {
    const { token } = await signedIn();
    const signedInAt = time.now().getTime();
    time.advanceSeconds(4 * 60);
    const answer = await status(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = ZSessionStatusAnswer.parse(answer.json());
    expect(body.data).toEqual({
      idle_expires_at: new Date(signedInAt + 10 * 60_000).toISOString(),
      absolute_expires_at: new Date(signedInAt + 3_600_000).toISOString(),
      expires_in: 6 * 60,
      idle_minutes: 10,
    });
    // Asking did not restart the idle time: 6 more minutes and the session has ended.
    time.advanceSeconds(6 * 60);
    expect((await status(token)).statusCode).toBe(401);
    expect((await userDetails(token)).statusCode).toBe(401);
  });

  it("answers 401 'Token Expired' for an unknown, malformed, revoked or disabled session, and 401 without one", async () => {
    expect((await status('x'.repeat(43))).json()).toEqual({ success: false, message: 'Token Expired' });
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: 'Basic a' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().message).toBe('Token Expired');
    const none = await status();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: API_ERRORS.unauthorized });

    const { user, token } = await signedIn();
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await status(token)).statusCode).toBe(401);

    const other = await signedIn();
    await ctx.app.inject({ method: 'DELETE', url: '/api/sessions/current', headers: bearer(other.token) });
    expect((await status(other.token)).statusCode).toBe(401);
  });
});

describe('POST /api/session/extend', () => {
  it('restarts the idle time ("Stay signed in") and answers the new deadlines', async () => {
    const { token } = await signedIn();
    time.advanceSeconds(9 * 60);
    const answer = await extend(token);
    expect(answer.statusCode).toBe(200);
    const body = ZSessionStatusAnswer.parse(answer.json());
    expect(body.data.expires_in).toBe(10 * 60);
    expect(body.data.idle_expires_at).toBe(new Date(time.now().getTime() + 10 * 60_000).toISOString());
    expect(answer.headers['x-session-expires-in']).toBe('600');
    // Without the extension the session would have ended a minute later.
    time.advanceSeconds(9 * 60);
    expect((await status(token)).statusCode).toBe(200);
  });

  it('never extends past the absolute end', async () => {
    const { token } = await signedIn();
    for (let step = 0; step < 6; step++) {
      time.advanceSeconds(9 * 60);
      expect((await extend(token)).statusCode).toBe(200);
    }
    // 54 minutes after sign-in: 6 minutes are left, not 10.
    const answer = await extend(token);
    expect(answer.json().data.expires_in).toBe(6 * 60);
    expect(answer.headers['x-session-expires-in']).toBe('360');
    time.advanceSeconds(6 * 60);
    expect((await extend(token)).statusCode).toBe(401);
  });

  it("is refused with 401 'Token Expired' once the idle time has run out, and 401 without a token", async () => {
    const { token } = await signedIn();
    time.advanceSeconds(10 * 60 + 1);
    const refused = await extend(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'Token Expired' });
    const none = await extend();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: API_ERRORS.unauthorized });
  });
});

describe('every signed-in answer', () => {
  it('carries the seconds left, so the browser restarts its warning timer after any call', async () => {
    const { token } = await signedIn();
    time.advanceSeconds(3 * 60);
    const answer = await userDetails(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-session-expires-in']).toBe('600');
    const publicAnswer = await ctx.app.inject({ method: 'GET', url: '/api/courses', headers: bearer(token) });
    expect(publicAnswer.headers['x-session-expires-in']).toBeUndefined();
  });
});
