import type { TChangePasswordPayload } from '@iiidem/shared/accounts/change-password';
import type {
  TPasswordResetConfirmPayload,
  TPasswordResetRequestPayload,
} from '@iiidem/shared/accounts/password-reset';
import type { TSignInPayload, TSignInVerifyPayload } from '@iiidem/shared/accounts/sign-in';
import type { TSignupPayload, TSignupVerifyPayload } from '@iiidem/shared/accounts/signup';
import type { Role, UserType } from '@iiidem/shared/constants';
import { apiPost, apiRequest } from '../../lib/api-client';

/** The account calls of the API (apps/api/src/features/accounts). */

export type CodeSent = { mail: string; attempt_id: string; expires_in: number };
export type CodeResent = { expires_in: number; resends_left: number };
type Answer<T> = { success: true; message: string; data: T };
type MessageAnswer = { success: true; message: string };

export type UserDetails = {
  user_type: UserType | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email_id: string;
  mobile_no: string | null;
  title: string | null;
  gender: string | null;
  /** Address of the photo, readable with the bearer token; null when there is none. */
  photo: string | null;
  role: 'applicant' | 'staff' | 'admin';
};

export const signUp = (payload: TSignupPayload) => apiPost<Answer<CodeSent>>('/accounts/signup', payload);
export const verifySignup = (payload: TSignupVerifyPayload) =>
  apiPost<MessageAnswer>('/accounts/signup/verify', payload);
export const resendSignupCode = (attemptId: string) =>
  apiPost<Answer<CodeResent>>('/accounts/signup/resend', { attempt_id: attemptId });

export const signIn = (payload: TSignInPayload) => apiPost<Answer<CodeSent>>('/sessions', payload);
export const verifySignIn = (payload: TSignInVerifyPayload) =>
  apiPost<Answer<{ token: string; user_type: UserType | null; role?: Role }>>('/sessions/verify', payload);
export const resendSignInCode = (attemptId: string) =>
  apiPost<Answer<CodeResent>>('/sessions/resend', { attempt_id: attemptId });

/** Revokes the current token on the server. */
export const logOutOnServer = () => apiRequest<MessageAnswer>('/sessions/current', { method: 'DELETE' });

export const requestPasswordReset = (payload: TPasswordResetRequestPayload) =>
  apiPost<MessageAnswer>('/password-reset', payload);
export const confirmPasswordReset = (payload: TPasswordResetConfirmPayload) =>
  apiPost<MessageAnswer>('/password-reset/confirm', payload);

export const changePassword = (payload: TChangePasswordPayload) =>
  apiRequest<MessageAnswer>('/password', { method: 'PUT', body: payload });

/** Saves My Profile as multipart (the photo only when a new file was chosen). */
export const saveProfile = (form: FormData) => apiPost<Answer<UserDetails>>('/user-details', form);
