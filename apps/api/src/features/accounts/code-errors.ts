import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { CodeCheck, ResendOutcome } from './one-time-codes';

/** A refusal that names when to try again: the route adds `Retry-After` (see `withRetryAfter`). */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** Runs an operation; a RetryLaterError leaves with its Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    throw error;
  }
}

/** The answer to a code that did not unlock anything (sign-up and sign-in screens). */
export function codeRejection(check: Exclude<CodeCheck, 'right'>): HttpError {
  const message = {
    wrong: ACCOUNT_MESSAGES.invalidOtp,
    expired: ACCOUNT_MESSAGES.otpExpired,
    'too-many-tries': ACCOUNT_MESSAGES.otpTooManyTries,
    used: ACCOUNT_MESSAGES.otpNotValidOrExpired,
  }[check];
  return new HttpError(400, message, [{ path: 'otp', msg: message }]);
}

/** A resend asked too early (429 + Retry-After), past the limit (429) or for a finished attempt (400). */
export function resendRejection(
  outcome: Exclude<ResendOutcome, { outcome: 'resent' }>,
  limitMessage: string,
  goneMessage: string,
): HttpError {
  if (outcome.outcome === 'too-early')
    return new RetryLaterError(MESSAGES.resendOnlyAfterExpiry, outcome.retryAfterSeconds);
  if (outcome.outcome === 'limit') return new HttpError(429, limitMessage);
  return new HttpError(400, goneMessage);
}
