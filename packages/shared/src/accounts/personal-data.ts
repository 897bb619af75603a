import { z } from 'zod';

/**
 * The person's data under India's Digital Personal Data Protection Act 2023 (issue 17): the consent given at
 * sign-up, the download of everything stored about the person, and the request to delete the account.
 */

export const PERSONAL_DATA_MESSAGES = {
  consentRequired: 'Please agree to the processing of your personal data to sign up.',
  deletionRequested: 'Your request to delete the account has been received. Staff will carry it out.',
  deletionAlreadyRequested: 'A request to delete this account is already open.',
  deletionPasswordIncorrect: 'The password is incorrect.',
  requestNotFound: 'Data request not found.',
  requestAlreadyClosed: 'This request has already been closed.',
  reasonRequired: 'Please give the reason.',
} as const;

/** The consent box of the sign-up form: it must be ticked (the server records when). */
export function consentField() {
  return z.literal(true, { error: PERSONAL_DATA_MESSAGES.consentRequired });
}
