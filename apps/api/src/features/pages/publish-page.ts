import { PAGE_MESSAGES, type TPageDocument } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { lockedPage, staleDraft } from './locked-page';
import { publishRevision } from './pages.repository';

/**
 * Publishes the page's draft as a new revision (audited 'site_page.publish', with the documents before and
 * after): the public page shows it at once, with this moment as its "Last updated". `version` is the draft the
 * editor saw: a newer one is not published unseen.
 */
export async function publishPage(app: FastifyInstance, input: { actorUserId: number; id: number; version: number }) {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedPage(tx, input.id);
    if (row.page.draft_version !== input.version) throw staleDraft();
    if (row.publishedDocument !== null && JSON.stringify(row.publishedDocument) === JSON.stringify(row.page.draft)) {
      throw new HttpError(409, PAGE_MESSAGES.nothingToPublish);
    }
    const now = clock.now();
    const revisionId = await publishRevision(tx, input.id, {
      document: row.page.draft as TPageDocument,
      actorUserId: input.actorUserId,
      now,
    });
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: input.id,
      verb: 'publish',
      // What the public page showed before and shows now, so the activity log can say what changed.
      from: { revisionId: row.page.published_revision_id, document: row.publishedDocument },
      to: { revisionId, document: row.page.draft },
    });
  });
}
