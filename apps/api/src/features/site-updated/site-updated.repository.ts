import { inArray, max } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { auditLog, sitePageRevisions } from '../../db/schema';

/** The audited entities a visitor sees: a change to one of them changes the public site. */
export const PUBLIC_ENTITIES = [
  'course',
  'person',
  'photo',
  'press_news',
  'site_page',
  'site_settings',
  'training',
  'training_file',
  'training_session',
  'vacancy',
  'video',
] as const;

/** When staff last changed public content (the audit log), and when a page was last published (seed included). */
export async function findLastPublicChanges(
  executor: Executor,
): Promise<{ audited: Date | null; published: Date | null }> {
  const [audited] = await executor
    .select({ at: max(auditLog.created_at) })
    .from(auditLog)
    .where(inArray(auditLog.entity, [...PUBLIC_ENTITIES]));
  const [published] = await executor.select({ at: max(sitePageRevisions.published_at) }).from(sitePageRevisions);
  return { audited: audited?.at ?? null, published: published?.at ?? null };
}
