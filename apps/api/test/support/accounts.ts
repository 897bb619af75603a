import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AppInstance } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import { mailOutbox } from '../../src/db/schema/system';
import { settleWorkAfterAnswers } from '../../src/lib/after-answer';
import { ManualClock, resetClock, setClock } from '../../src/lib/clock';
import { useTestApp } from '../build-test-app';

/** Test-only helpers for the account API tests (not used by the application). */

export const TEST_CAPTCHA_ANSWER = 'Tst123';

/** Settings of the account test apps: a known captcha answer, cheap hashing, limits out of the way. */
export const ACCOUNT_TEST_ENV = {
  CAPTCHA_TEST_ANSWER: TEST_CAPTCHA_ANSWER,
  PASSWORD_HASH_COST: '10',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  CAPTCHA_RATE_LIMIT_PER_MINUTE: '100000',
};

export const GOOD_PASSWORD = 'Strong@Pass1';

/** A ManualClock set as the application clock for each test of the file. */
export function useManualClock(start = Date.parse('2026-03-02T10:00:00Z')): ManualClock {
  const manual = new ManualClock(start);
  beforeEach(() => {
    manual.set(start);
    setClock(manual);
  });
  afterEach(() => resetClock());
  return manual;
}

/**
 * The test app of an account test file (ACCOUNT_TEST_ENV) and its manual clock:
 *   const { ctx, time } = useAccountTestApp();
 */
export function useAccountTestApp() {
  const ctx = useTestApp({ env: ACCOUNT_TEST_ENV });
  const time = useManualClock();
  return { ctx, time };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

let emailCounter = 0;
/** A fresh address per call, so tests of one file do not share accounts. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.org`;
}

/** A new captcha with its (test) answer, ready to spread into a body. */
export async function captcha(app: AppInstance): Promise<{ captcha_id: string; captcha: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/captcha' });
  expect(response.statusCode).toBe(201);
  return { captcha_id: response.json().data.captcha_id, captcha: TEST_CAPTCHA_ANSWER };
}

/** The newest mail to an address (once mail queued after an answer, e.g. a reset code, is in). */
export async function latestMail(db: Database, to: string) {
  await settleWorkAfterAnswers();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function mailCount(db: Database, to: string): Promise<number> {
  await settleWorkAfterAnswers();
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to_address, to))).length;
}

/** The 6-digit code in a mail body. */
export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`No code in mail: ${text}`);
  return code;
}

export async function latestCode(db: Database, to: string): Promise<string> {
  return codeIn((await latestMail(db, to))?.text_body);
}

export type SignupInput = {
  user_type?: number;
  first_name?: string;
  last_name?: string;
  email_id: string;
  mobile_no?: string;
  user_pass?: string;
  /** The sign-up consent box (issue 17): true unless a test leaves it out. */
  consent?: unknown;
};

/** A valid sign-up body without its captcha (an applicant, Asha Verma, with GOOD_PASSWORD unless given). */
export function signupBody(input: SignupInput) {
  return {
    user_type: 2,
    first_name: 'Asha',
    last_name: 'Verma',
    mobile_no: '9876543210',
    user_pass: GOOD_PASSWORD,
    consent: true,
    ...input,
  };
}

export async function postSignup(app: AppInstance, input: SignupInput): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    payload: { ...signupBody(input), ...(await captcha(app)) },
  });
}

/** Signs up and verifies through the API; returns the account's id. */
export async function createVerifiedUser(
  app: AppInstance,
  db: Database,
  input: Partial<SignupInput> & { email_id?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = input.email_id ?? uniqueEmail();
  const signup = await postSignup(app, { ...input, email_id: email });
  expect(signup.statusCode).toBe(201);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/accounts/signup/verify',
    payload: { attempt_id: signup.json().data.attempt_id, otp: await latestCode(db, email) },
  });
  expect(verify.statusCode).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email_id, email));
  if (!user) throw new Error('user missing');
  return { id: user.id, email, password: input.user_pass ?? GOOD_PASSWORD };
}

export async function postSignIn(app: AppInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/sessions', payload: { email, password, ...(await captcha(app)) } });
}

export async function postSignInCode(app: AppInstance, attemptId: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/api/sessions/verify',
    payload: { attempt_id: attemptId, otp, ...(await captcha(app)) },
  });
}

/** Both sign-in steps; returns the bearer token. */
export async function signIn(app: AppInstance, db: Database, email: string, password: string): Promise<string> {
  const first = await postSignIn(app, email, password);
  expect(first.statusCode).toBe(200);
  const second = await postSignInCode(app, first.json().data.attempt_id, await latestCode(db, email));
  expect(second.statusCode).toBe(201);
  return second.json().data.token;
}

export async function setRole(db: Database, userId: number, role: 'applicant' | 'staff' | 'admin') {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId)));
}
