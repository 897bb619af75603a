import { DEFAULT_LANGUAGE, type Language } from '@iiidem/shared/language';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';

/**
 * The language of the account with this address (its mails' language, issue 14); `fallback` (the request's
 * language, else English) when no account has the address.
 */
export async function languageOfAddress(
  executor: Executor,
  email: string,
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<Language> {
  const [row] = await executor
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email_id, email.toLowerCase()))
    .limit(1);
  return row?.language ?? fallback;
}
