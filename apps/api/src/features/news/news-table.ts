import { NEWS_ADMIN_MESSAGES, type TAdminNewsItem, ZAdminNewsItem } from '@iiidem/shared/admin/news';
import type { ContentTable } from '../../lib/content/content-routes';
import { findAdminNewsItem } from './news.admin.repository';

/** News and tenders as a back-office content table (audited as 'press_news'). */
export const NEWS: ContentTable<TAdminNewsItem> = {
  path: '/admin/news',
  entity: 'press_news',
  item: ZAdminNewsItem,
  find: findAdminNewsItem,
  messages: NEWS_ADMIN_MESSAGES,
};
