import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { newsDocumentTarget } from '@iiidem/shared/news/news-document';
import { ExternalLink } from '../../components/ui/external-link';

/**
 * A news item's title, opening its document in a new tab (spec 1 §2): an outside address after the
 * leave-site confirmation, a file of this portal directly. Without a usable document it is plain text.
 */
export function NewsDocumentLink({ item, className }: { item: TPressNewsItem; className?: string }) {
  const target = newsDocumentTarget(item.press_news_document);
  if (!target) return <span className={className}>{item.news_title}</span>;
  if (target.external) {
    return (
      <ExternalLink href={target.href} className={className}>
        {item.news_title}
      </ExternalLink>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      {item.news_title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
