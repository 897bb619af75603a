import type { TAdminNewsItem } from '@iiidem/shared/admin/news';
import { ContentAdmin } from '../ui/content-admin';
import type { ContentColumn } from '../ui/content-table';
import { hindiColumn } from '../ui/hindi-column';
import { NewsForm } from './news-form';

const COLUMNS: readonly ContentColumn<TAdminNewsItem>[] = [
  hindiColumn((item) => item.news_titleHi),
  { header: 'Publish date', cell: (item) => item.publish_date },
  { header: 'Category', cell: (item) => item.category_name },
  { header: 'Document', cell: (item) => (item.document_file ? 'PDF' : item.document_link ? 'Link' : 'None') },
];

/** Back office: news and tenders (create, edit, publish, delete). */
export default function NewsPage() {
  return (
    <ContentAdmin<TAdminNewsItem>
      title="News & tenders"
      noun="news item"
      apiPath="/admin/news"
      titleOf={(item) => item.news_title}
      columns={COLUMNS}
      Form={NewsForm}
    />
  );
}
