import { PAGE_MESSAGES } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { lockedPage } from './locked-page';
import { deletePageRow } from './pages.repository';

/** Deletes a page staff created, with its revisions (audited 'site_page.delete'); the spec's pages stay. */
export async function deletePage(app: FastifyInstance, input: { actorUserId: number; id: number }) {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedPage(tx, input.id);
    if (row.page.builtin) throw new HttpError(409, PAGE_MESSAGES.builtinNotDeleted);
    await deletePageRow(tx, input.id);
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: input.id,
      verb: 'delete',
      from: { slug: row.page.slug, draft: row.page.draft },
    });
  });
}
