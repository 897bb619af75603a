import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { mailOutbox } from '../../db/schema/system';

/** What the outbox stores for one message. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Delete the row once sent (the last mail to an erased account must not keep its address: issue 17). */
  eraseWhenSent?: boolean;
};

/** Attempts before a message is left as 'failed' (kept in the table for an operator to retry). */
export const MAIL_MAX_ATTEMPTS = 20;
/** A claimed message is re-offered after this long if its sender died before answering. */
const CLAIM_LEASE_SECONDS = 60;
/** What replaces a body once sent: one-time codes must not stay readable in the database. */
export const SENT_BODY_PLACEHOLDER = '(sent; body removed)';

/**
 * Queues a mail. Call it with the transaction of the action that causes the mail, so the action and
 * its mail commit together or not at all.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      erase_when_sent: mail.eraseWhenSent ?? false,
      next_attempt_at: now,
      created_at: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox did not return the new row');
  return row.id;
}

/** Seconds to wait after the n-th failed attempt: 5, 10, 20 ... up to 15 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 15 * 60);
}

export type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

/**
 * Takes up to `limit` due messages for sending. The rows are locked with SKIP LOCKED and leased for a
 * minute, so several portal instances never send the same message at once.
 */
export async function claimDueMails(db: Database, now: Date, limit = 10): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to_address: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text_body: mailOutbox.text_body,
      html_body: mailOutbox.html_body,
      attempts: mailOutbox.attempts,
    });
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.erase_when_sent, true)));
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: now, last_error: null, text_body: SENT_BODY_PLACEHOLDER, html_body: null })
    .where(eq(mailOutbox.id, id));
}

/** Schedules the next attempt with a growing delay, or gives up after MAIL_MAX_ATTEMPTS. */
export async function markMailFailed(db: Database, mail: ClaimedMail, error: string, now: Date): Promise<void> {
  const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
    })
    .where(eq(mailOutbox.id, mail.id));
}

/** The newest messages, for the development mailbox. */
export function listRecentMails(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
