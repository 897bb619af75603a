import { DEFAULT_HOME_FIGURES, type TSiteSettings, ZSiteSettings } from '@iiidem/shared/site-settings';
import type { Executor } from '../../db/executor';
import { SAMPLE_SITE_SETTINGS, SITE_SETTINGS_KEY } from '../../db/seed/site-settings';
import { findSettingsRow } from './site-settings.repository';

export type SiteSettingsState = { settings: TSiteSettings; version: number; updatedAt: Date | null };

/**
 * A document saved before the home page's figures were settings (issue 19) has none: it gets the spec's, so the
 * institute's other settings are kept. Anything else is the document as stored.
 */
function withHomeFigures(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'homeFigures' in value) return value;
  return { ...value, homeFigures: DEFAULT_HOME_FIGURES };
}

/**
 * The site's settings as stored, with their version; before any is stored (start-up seeds them), the marked
 * samples at version 0. A stored document that no longer passes the schema (an older shape) also gives the
 * samples, never a broken page.
 */
export async function readSiteSettings(executor: Executor): Promise<SiteSettingsState> {
  const row = await findSettingsRow(executor, SITE_SETTINGS_KEY);
  if (!row) return { settings: SAMPLE_SITE_SETTINGS, version: 0, updatedAt: null };
  const parsed = ZSiteSettings.safeParse(withHomeFigures(row.value));
  return {
    settings: parsed.success ? parsed.data : SAMPLE_SITE_SETTINGS,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
