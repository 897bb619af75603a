import { istCalendarDate } from '@iiidem/shared/dates';
import type { Executor } from '../../db/executor';
import { findLastPublicChanges } from './site-updated.repository';

/** The IST day of the latest change to public content, or null when nothing was ever published. */
export async function readSiteUpdated(executor: Executor): Promise<string | null> {
  const { audited, published } = await findLastPublicChanges(executor);
  const latest = [audited, published]
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return latest ? istCalendarDate(latest) : null;
}
