import { formatLongDate } from '@iiidem/shared/dates';
import type { TSiteUpdatedAnswer } from '@iiidem/shared/site/site-updated';
import { Trans } from '@lingui/react/macro';
import useSWR from 'swr';
import { useLanguage } from '../../lib/i18n/localized';

/** The key of the day the public site last changed; the shell's loader fetches it with the site settings. */
export const SITE_UPDATED_KEY = '/site-updated';

/**
 * "Site last updated: <date>" in every page's footer (issue 16, GIGW): the day any public content last changed.
 * A content page also shows its own "Last updated" date above, from its last publish.
 */
export function SiteLastUpdated() {
  const language = useLanguage();
  const date = useSWR<TSiteUpdatedAnswer>(SITE_UPDATED_KEY, { revalidateIfStale: false }).data?.data?.last_updated;
  if (!date) return null;
  return (
    <p>
      <Trans>
        Site last updated: <time dateTime={date}>{formatLongDate(date, language)}</time>
      </Trans>
    </p>
  );
}
