import { ZSiteSettings } from '@iiidem/shared/site-settings';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { feedbackMessages } from '../../db/schema/feedback';
import { siteSettings } from '../../db/schema/site-content';
import { SAMPLE_SITE_SETTINGS, SITE_SETTINGS_KEY } from '../../db/seed/site-settings';

/** The SQL of the feedback feature (issue 16). */

export type NewFeedback = {
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
  language: string;
};

export async function insertFeedback(executor: Executor, values: NewFeedback, now: Date): Promise<number> {
  const [row] = await executor
    .insert(feedbackMessages)
    .values({ ...values, received_at: now })
    .returning({ id: feedbackMessages.id });
  if (!row) throw new Error('The feedback insert returned no row');
  return row.id;
}

/** The institute's contact mailbox from the site settings (the samples' before any are stored). */
export async function findInstituteMailbox(executor: Executor): Promise<string> {
  const [row] = await executor
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SITE_SETTINGS_KEY))
    .limit(1);
  const parsed = row ? ZSiteSettings.safeParse(row.value) : null;
  return parsed?.success ? parsed.data.email : SAMPLE_SITE_SETTINGS.email;
}

const columns = {
  id: feedbackMessages.id,
  name: feedbackMessages.name,
  email: feedbackMessages.email,
  phone: feedbackMessages.phone,
  category: feedbackMessages.category,
  message: feedbackMessages.message,
  language: feedbackMessages.language,
  receivedAt: feedbackMessages.received_at,
  answeredAt: feedbackMessages.answered_at,
  answeredByFirst: users.first_name,
  answeredByLast: users.last_name,
};

export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

function statusFilter(status: 'open' | 'answered' | undefined): SQL | undefined {
  if (status === 'open') return isNull(feedbackMessages.answered_at);
  if (status === 'answered') return isNotNull(feedbackMessages.answered_at);
  return undefined;
}

/** A page of messages, newest first, and how many there are in all. */
export async function listFeedback(
  db: Database,
  query: { page: number; limit: number; status?: 'open' | 'answered' | undefined },
) {
  const where = and(statusFilter(query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(feedbackMessages)
      .leftJoin(users, eq(users.id, feedbackMessages.answered_by))
      .where(where)
      .orderBy(desc(feedbackMessages.received_at), desc(feedbackMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(feedbackMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findFeedback(executor: Executor, id: number) {
  const [row] = await executor
    .select(columns)
    .from(feedbackMessages)
    .leftJoin(users, eq(users.id, feedbackMessages.answered_by))
    .where(eq(feedbackMessages.id, id))
    .limit(1);
  return row;
}

/** Marks an open message answered; false when it was not open (answered already, or no such message). */
export async function markFeedbackAnswered(
  executor: Executor,
  input: { id: number; actorUserId: number; now: Date },
): Promise<boolean> {
  const updated = await executor
    .update(feedbackMessages)
    .set({ answered_at: input.now, answered_by: input.actorUserId })
    .where(and(eq(feedbackMessages.id, input.id), isNull(feedbackMessages.answered_at)))
    .returning({ id: feedbackMessages.id });
  return updated.length > 0;
}
