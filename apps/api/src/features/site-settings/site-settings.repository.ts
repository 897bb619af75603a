import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { siteSettings } from '../../db/schema/site-content';

/** The stored settings document under `key`, with its version and last change; null when there is none. */
export async function findSettingsRow(executor: Executor, key: string) {
  const [row] = await executor
    .select({ value: siteSettings.value, version: siteSettings.version, updatedAt: siteSettings.updated_at })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the document if the stored one is still at `version` (0: none stored yet); true when written.
 * One statement, so two saves from the same version cannot both succeed.
 */
export async function writeSettingsIfVersion(
  executor: Executor,
  input: { key: string; version: number; value: unknown; actorUserId: number; now: Date },
): Promise<boolean> {
  if (input.version === 0) {
    const inserted = await executor
      .insert(siteSettings)
      .values({ key: input.key, value: input.value, version: 1, updated_at: input.now, updated_by: input.actorUserId })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ key: siteSettings.key });
    return inserted.length > 0;
  }
  const updated = await executor
    .update(siteSettings)
    .set({ value: input.value, version: input.version + 1, updated_at: input.now, updated_by: input.actorUserId })
    .where(and(eq(siteSettings.key, input.key), eq(siteSettings.version, input.version)))
    .returning({ key: siteSettings.key });
  return updated.length > 0;
}
