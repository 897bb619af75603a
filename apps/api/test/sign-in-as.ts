import type { Role, UserType } from '@iiidem/shared/constants';
import type { AppInstance } from '../src/app';
import type { Database } from '../src/db/client';
import { ACCOUNT_TEST_ENV, bearer, createVerifiedUser, setRole, signIn, uniqueEmail } from './support/accounts';

/**
 * A signed-in user for API tests, made through the real sign-up and sign-in flow (captcha with the test
 * answer, codes read from the outbox). Build the test app with `SIGN_IN_TEST_ENV` for it to work.
 */
export const SIGN_IN_TEST_ENV = ACCOUNT_TEST_ENV;

export type SignedInUser = {
  id: number;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer ...' }` */
  headers: { authorization: string };
};

export type SignInAsOptions = {
  user_type?: UserType;
  role?: Role;
  first_name?: string;
  last_name?: string;
  mobile_no?: string;
};

export async function signInAs(app: AppInstance, db: Database, options: SignInAsOptions = {}): Promise<SignedInUser> {
  const { role, ...signup } = options;
  const email = uniqueEmail('applicant');
  const user = await createVerifiedUser(app, db, { user_type: 2, ...signup, email_id: email });
  if (role && role !== 'applicant') await setRole(db, user.id, role);
  const token = await signIn(app, db, email, user.password);
  return { id: user.id, email, token, headers: bearer(token) };
}
