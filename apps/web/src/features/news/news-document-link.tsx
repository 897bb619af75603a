import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { newsDocumentTarget } from '@iiidem/shared/news/news-document';
import { Trans } from '@lingui/react/macro';
import { ExternalLink } from '../../components/ui/external-link';
import { FileFacts } from '../../components/ui/file-facts';
import { Localized, useLocalized } from '../../lib/i18n/localized';

/**
 * A news item's title, opening its document in a new tab (spec 1 §2): an outside address after the
 * leave-site confirmation, a file of this portal directly, saying its type and size ("PDF, 245 KB").
 * Without a usable document it is plain text.
 */
export function NewsDocumentLink({ item, className }: { item: TPressNewsItem; className?: string }) {
  const document = item.press_news_document;
  const target = newsDocumentTarget(document);
  const title = useLocalized()(item, 'news_title');
  if (!target) return <Localized value={title} className={className} />;
  if (target.external) {
    return (
      <ExternalLink href={target.href} className={className}>
        <Localized value={title} />
      </ExternalLink>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      <Localized value={title} />
      <FileFacts href={target.href} facts={document.document_link?.trim() ? null : document.document_file_info} />
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
