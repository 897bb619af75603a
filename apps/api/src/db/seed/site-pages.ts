import { ZPageDocument } from '@iiidem/shared/admin/pages';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sitePageRevisions, sitePages } from '../schema/site-content';
import { INITIAL_PAGES } from './initial-pages';

/**
 * Makes sure every page of the site's fixed routes exists (issue 15): a missing one is created from its first
 * text and published once (revision 1, by nobody). Pages that exist are never touched, so staff edits stay.
 * Idempotent and safe when several instances start together (the insert that wins is the one that publishes).
 */
export async function ensureSitePages(db: Database, now: Date = new Date()): Promise<void> {
  for (const initial of INITIAL_PAGES) {
    const document = ZPageDocument.parse(initial.document);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sitePages)
        .values({ slug: initial.slug, builtin: true, draft: document, draft_updated_at: now, created_at: now })
        .onConflictDoNothing({ target: sitePages.slug })
        .returning({ id: sitePages.id });
      if (!created) return;
      const [revision] = await tx
        .insert(sitePageRevisions)
        .values({ page_id: created.id, document, published_at: now })
        .returning({ id: sitePageRevisions.id });
      await tx.update(sitePages).set({ published_revision_id: revision!.id }).where(eq(sitePages.id, created.id));
    });
  }
}
