import type { TFeedbackCategory } from '@iiidem/shared/feedback/feedback';
import type { Language } from '@iiidem/shared/language';
import type { FastifyInstance } from 'fastify';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { findInstituteMailbox, insertFeedback } from './feedback.repository';
import { acknowledgementMail, institutionMail } from './feedback-mails';

export type FeedbackInput = {
  name: string;
  email: string;
  phone: string;
  category: TFeedbackCategory;
  message: string;
};

/**
 * Stores a feedback message and queues its two mails (the sender's acknowledgement in their page's language, and
 * the institute's copy to its contact mailbox) in one transaction: stored and mailed, or neither.
 */
export async function sendFeedback(
  app: FastifyInstance,
  input: FeedbackInput,
  language: Language,
  now: Date,
): Promise<{ id: number }> {
  return app.database.db.transaction(async (tx) => {
    const id = await insertFeedback(tx, { ...input, language }, now);
    const feedback = { ...input, id, language };
    const mailbox = await findInstituteMailbox(tx);
    const backOfficeUrl = `${app.config.publicUrl.replace(/\/$/, '')}/admin/feedback/${id}`;
    await enqueueMail(tx, acknowledgementMail(feedback), now);
    await enqueueMail(tx, institutionMail(feedback, mailbox, backOfficeUrl), now);
    return { id };
  });
}
