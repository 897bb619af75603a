import type { TPageDocument } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { auditChange } from '../../lib/content/content-crud';
import { lockedPage, staleDraft } from './locked-page';
import { updateDraft } from './pages.repository';

/**
 * Saves the page's draft (audited 'site_page.save_draft'); the public page is unchanged until it is published.
 * `version` is the draft the editor started from: if someone saved since, 409 and nothing is written.
 */
export async function savePageDraft(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; version: number; document: TPageDocument },
) {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedPage(tx, input.id);
    if (row.page.draft_version !== input.version) throw staleDraft();
    await updateDraft(tx, input.id, input.document, input.actorUserId, clock.now());
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: input.id,
      verb: 'save_draft',
      from: row.page.draft,
      to: input.document,
    });
  });
}
