import type { TNewsFields } from '@iiidem/shared/admin/news';
import type { FastifyInstance } from 'fastify';
import { createContent } from '../../lib/content/save-content';
import { insertNewsItem } from './news.admin.repository';
import { assertNewsCategory } from './news-checks';
import { NEWS } from './news-table';

/** Creates a news item or tender (audited 'press_news.create'); `written` is its PDF, stored already. */
export function createNewsItem(
  app: FastifyInstance,
  input: { actorUserId: number; fields: TNewsFields; written: string | null },
) {
  const { fields, written } = input;
  return createContent(app, NEWS, {
    actorUserId: input.actorUserId,
    values: { ...fields, document_file: written },
    written: [written],
    check: (tx) => assertNewsCategory(tx, fields.category_id),
    insert: insertNewsItem,
  });
}
