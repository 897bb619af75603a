import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { isDevelopmentMailbox } from '../../lib/mail/mail-sender';
import { languageOfAddress } from '../../lib/users.repository';
import { type CodePurpose, codeMail } from './account-mails';

/**
 * Queues the code's mail inside the caller's transaction (sent by the mail sender after commit), in the language
 * of the address's account (sign-up stores the visitor's language on the account before its code is queued).
 */
export async function queueCodeMail(executor: Executor, purpose: CodePurpose, to: string, code: string, now: Date) {
  const language = await languageOfAddress(executor, to);
  await enqueueMail(executor, codeMail(purpose, to, code, language), now);
}

/**
 * Development only (NODE_ENV=development and no SMTP_URL): the code is printed once so a developer can go on
 * without a mail server. Nowhere else, tests included, does a code reach a log line.
 */
export function announceDevelopmentCode(config: Config, log: FastifyBaseLogger, to: string, code: string): void {
  if (config.nodeEnv === 'development' && isDevelopmentMailbox(config))
    log.info(`Development mail to ${to}: code ${code}`);
}
