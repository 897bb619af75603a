import type { TSignupPayload } from '@iiidem/shared/accounts/signup';
import type { Language } from '@iiidem/shared/language';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { languageOfAddress } from '../../lib/users.repository';
import { existingAccountMail } from './account-mails';
import { upsertUnverifiedApplicant } from './accounts.repository';
import { announceDevelopmentCode, queueCodeMail } from './deliver-code';
import { createCode, retireCodes } from './one-time-codes';

export type SignupStarted = { mail: string; attemptId: string };

/**
 * Sign-up (spec 1 §2, §4): stores the account unverified and mails a code bound to a new attempt.
 * Signing up again with an unverified address replaces its details and its code (the previous attempt
 * dies). An address that already has a verified account gets the same answer, but its owner receives a
 * notice instead of a code, so the answer never tells whether an address is registered. `language` (the
 * visitor's, from the request) becomes the account's language, the language of its mails.
 */
export async function signUp(
  app: FastifyInstance,
  payload: TSignupPayload,
  log: FastifyBaseLogger,
  language: Language,
): Promise<SignupStarted> {
  const passwordHash = await hashPassword(payload.user_pass, app.config.auth.passwordHashCost);
  const now = clock.now();
  const attemptId = randomToken(24);
  const email = payload.email_id;
  const details = {
    user_type: payload.user_type,
    first_name: payload.first_name,
    last_name: payload.last_name,
    mobile_no: payload.mobile_no,
    password_hash: passwordHash,
    language,
    // The consent box is required by the payload's schema (DPDP Act 2023, issue 17): when it was given.
    consent_at: now,
    updated_at: now,
  };

  const code = await app.database.db.transaction(async (tx) => {
    // Only an unverified applicant's details are replaced: an invited staff account keeps its own.
    const pendingId = await upsertUnverifiedApplicant(tx, email, details, now);
    if (pendingId === undefined) {
      // A verified account owns this address: a decoy attempt whose code nobody receives.
      await createCode(tx, { purpose: 'signup', userId: null, email, attemptId }, now);
      await enqueueMail(
        tx,
        existingAccountMail(email, app.config.publicUrl, await languageOfAddress(tx, email, language)),
        now,
      );
      return undefined;
    }
    await retireCodes(tx, pendingId, 'signup', now);
    const newCode = await createCode(tx, { purpose: 'signup', userId: pendingId, email, attemptId }, now);
    await queueCodeMail(tx, 'signup', email, newCode, now);
    return newCode;
  });

  log.info({ event: 'sign-up', email }, 'Sign-up code requested');
  if (code) announceDevelopmentCode(app.config, log, email, code);
  return { mail: email, attemptId };
}
