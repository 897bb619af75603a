import { PAGE_MESSAGES, type TPageDocument } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { findPageIdBySlug, insertPage } from './pages.repository';

/** Creates a page of the site at /pages/<slug> as an unpublished draft (audited 'site_page.create'). */
export async function createPage(
  app: FastifyInstance,
  input: { actorUserId: number; slug: string; document: TPageDocument },
): Promise<number> {
  return app.database.db.transaction(async (tx) => {
    if ((await findPageIdBySlug(tx, input.slug)) !== undefined) {
      throw new HttpError(409, PAGE_MESSAGES.slugTaken, [{ path: 'slug', msg: PAGE_MESSAGES.slugTaken }]);
    }
    const id = await insertPage(tx, { ...input, builtin: false, now: clock.now() });
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: id,
      verb: 'create',
      to: { slug: input.slug, document: input.document },
    });
    return id;
  });
}
