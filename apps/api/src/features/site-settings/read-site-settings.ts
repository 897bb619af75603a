import { type TSiteSettings, ZSiteSettings } from '@iiidem/shared/site-settings';
import type { Executor } from '../../db/executor';
import { SAMPLE_SITE_SETTINGS, SITE_SETTINGS_KEY } from '../../db/seed/site-settings';
import { findSettingsRow } from './site-settings.repository';

export type SiteSettingsState = { settings: TSiteSettings; version: number; updatedAt: Date | null };

/**
 * The site's settings as stored, with their version; before any is stored (start-up seeds them), the marked
 * samples at version 0. A stored document that no longer passes the schema (an older shape) also gives the
 * samples, never a broken page.
 */
export async function readSiteSettings(executor: Executor): Promise<SiteSettingsState> {
  const row = await findSettingsRow(executor, SITE_SETTINGS_KEY);
  if (!row) return { settings: SAMPLE_SITE_SETTINGS, version: 0, updatedAt: null };
  const parsed = ZSiteSettings.safeParse(row.value);
  return {
    settings: parsed.success ? parsed.data : SAMPLE_SITE_SETTINGS,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
