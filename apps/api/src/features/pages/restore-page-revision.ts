import { PAGE_MESSAGES } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { lockedPage } from './locked-page';
import { findRevisionDocument, publishRevision, updateDraft } from './pages.repository';

/**
 * Restores an earlier revision (audited 'site_page.restore', with the documents before and after): its document
 * becomes the draft and is published as a new revision that names the one it restored, so the history only grows
 * and the restore can be undone.
 */
export async function restorePageRevision(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; revisionId: number },
) {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedPage(tx, input.id);
    const document = await findRevisionDocument(tx, input.id, input.revisionId);
    if (!document) throw new HttpError(404, PAGE_MESSAGES.revisionNotFound);
    const now = clock.now();
    await updateDraft(tx, input.id, document, input.actorUserId, now);
    const revisionId = await publishRevision(tx, input.id, {
      document,
      actorUserId: input.actorUserId,
      now,
      restoredFrom: input.revisionId,
    });
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: input.id,
      verb: 'restore',
      // What the public page showed before and shows now, so the activity log can say what changed.
      from: { revisionId: row.page.published_revision_id, document: row.publishedDocument },
      to: { revisionId, restoredFrom: input.revisionId, document },
    });
  });
}
