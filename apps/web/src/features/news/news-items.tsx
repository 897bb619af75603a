import { formatCourseDate } from '@iiidem/shared/dates';
import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { Trans } from '@lingui/react/macro';
import { NewsDocumentLink } from './news-document-link';
import './news-items.css';

/** News items or tenders as a list: each title opens its document, with its publication date. */
export function NewsItems({ items }: { items: readonly TPressNewsItem[] }) {
  return (
    <ul className="news-items">
      {items.map((item) => (
        <li key={item.id} className="news-items__item">
          <NewsDocumentLink item={item} className="news-items__title" />
          <span className="news-items__date">
            <Trans>
              Published on <time dateTime={item.publish_date}>{formatCourseDate(item.publish_date)}</time>
            </Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}
