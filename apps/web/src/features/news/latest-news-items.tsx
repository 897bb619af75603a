import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { useLatestPressNews } from './news-api';
import { NewsItems } from './news-items';
import './news-items.css';

/** The newest `limit` items of a category (the home page's Tender & Miscellaneous tab), fetched once. */
export function LatestNewsItems({ categoryId, limit }: { categoryId: number; limit: number }) {
  const { data, error } = useLatestPressNews(categoryId, limit);
  if (!data && !error)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const items = data?.data.pressnews.slice(0, limit) ?? [];
  if (items.length === 0) return <p className="news-items-empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>;
  return <NewsItems items={items} />;
}
