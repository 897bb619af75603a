import { DEFAULT_LANGUAGE, type Language } from '@iiidem/shared/language';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;

/** Accounts are found by their lower-cased address (a check constraint keeps them lower-case). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email_id, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
}

/**
 * The language of the account with this address (its mails' language, issue 14); `fallback` (the request's
 * language, else English) when no account has the address.
 */
export async function languageOfAddress(
  db: Executor,
  email: string,
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email_id, email.toLowerCase()))
    .limit(1);
  return row?.language ?? fallback;
}
