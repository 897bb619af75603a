import type { TNewsFields } from '@iiidem/shared/admin/news';
import type { FastifyInstance } from 'fastify';
import { updateContent } from '../../lib/content/save-content';
import { updateNewsRow } from './news.admin.repository';
import { assertNewsCategory, assertNewsDocument } from './news-checks';
import { NEWS } from './news-table';

/**
 * Saves a news item or tender (audited 'press_news.update'). A new PDF (`written`, stored already) or a link
 * replaces the stored PDF, which is removed after the commit; a form with neither keeps it.
 */
export function updateNewsItem(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; fields: TNewsFields; written: string | null },
) {
  const { fields, written } = input;
  return updateContent(app, NEWS, {
    actorUserId: input.actorUserId,
    id: input.id,
    written: [written],
    prepare: async (tx, before) => {
      assertNewsDocument(fields, written !== null, before.document_file !== null);
      await assertNewsCategory(tx, fields.category_id);
      const documentFile = written ?? (fields.document_link ? null : before.document_file);
      const dropped = before.document_file !== documentFile ? [before.document_file] : [];
      return { values: { ...fields, document_file: documentFile }, dropped };
    },
    update: updateNewsRow,
  });
}
