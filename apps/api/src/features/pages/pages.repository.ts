import type { TPageDocument } from '@iiidem/shared/admin/pages';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { sitePageRevisions, sitePages, users } from '../../db/schema';

/** SQL of the pages staff edit (issue 15): pages, their drafts and their published revisions. */

export type PageRow = typeof sitePages.$inferSelect;

/** The published revision of the page at `slug`, or undefined when there is none. */
export async function findPublishedPage(db: Executor, slug: string) {
  const [row] = await db
    .select({
      slug: sitePages.slug,
      document: sitePageRevisions.document,
      publishedAt: sitePageRevisions.published_at,
    })
    .from(sitePages)
    .innerJoin(sitePageRevisions, eq(sitePageRevisions.id, sitePages.published_revision_id))
    .where(eq(sitePages.slug, slug))
    .limit(1);
  return row ? { ...row, document: row.document as TPageDocument } : undefined;
}

/** Every page with its last publish, for the back office's list (a few dozen rows). */
export function listPageRows(db: Executor) {
  return db
    .select({
      page: sitePages,
      publishedDocument: sitePageRevisions.document,
      publishedAt: sitePageRevisions.published_at,
    })
    .from(sitePages)
    .leftJoin(sitePageRevisions, eq(sitePageRevisions.id, sitePages.published_revision_id))
    .orderBy(desc(sitePages.builtin), asc(sitePages.slug));
}

/** One page with its published document; `lock` holds it until the transaction ends (a save or a publish). */
export async function findPageRow(db: Executor, id: number, lock: boolean) {
  const query = db
    .select({
      page: sitePages,
      publishedDocument: sitePageRevisions.document,
      publishedAt: sitePageRevisions.published_at,
    })
    .from(sitePages)
    .leftJoin(sitePageRevisions, eq(sitePageRevisions.id, sitePages.published_revision_id))
    .where(eq(sitePages.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: sitePages }) : await query;
  return row;
}

export async function findPageIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return row?.id;
}

/** The page's revisions, the newest first, with who published each. */
export function listRevisions(db: Executor, pageId: number) {
  return db
    .select({
      id: sitePageRevisions.id,
      publishedAt: sitePageRevisions.published_at,
      restoredFrom: sitePageRevisions.restored_from,
      firstName: users.first_name,
      lastName: users.last_name,
    })
    .from(sitePageRevisions)
    .leftJoin(users, eq(users.id, sitePageRevisions.published_by))
    .where(eq(sitePageRevisions.page_id, pageId))
    .orderBy(desc(sitePageRevisions.id));
}

export async function findRevisionDocument(db: Executor, pageId: number, revisionId: number) {
  const [row] = await db
    .select({ document: sitePageRevisions.document })
    .from(sitePageRevisions)
    .where(and(eq(sitePageRevisions.page_id, pageId), eq(sitePageRevisions.id, revisionId)))
    .limit(1);
  return row ? (row.document as TPageDocument) : undefined;
}

/** Stores the draft and counts the save. */
export async function updateDraft(tx: Executor, id: number, document: TPageDocument, actorUserId: number, now: Date) {
  await tx
    .update(sitePages)
    .set({
      draft: document,
      draft_version: sql`${sitePages.draft_version} + 1`,
      draft_updated_at: now,
      draft_updated_by: actorUserId,
    })
    .where(eq(sitePages.id, id));
}

/** Adds a revision holding `document` and makes it the one the public page shows. */
export async function publishRevision(
  tx: Executor,
  pageId: number,
  input: { document: TPageDocument; actorUserId: number; now: Date; restoredFrom?: number },
): Promise<number> {
  const [revision] = await tx
    .insert(sitePageRevisions)
    .values({
      page_id: pageId,
      document: input.document,
      published_at: input.now,
      published_by: input.actorUserId,
      restored_from: input.restoredFrom ?? null,
    })
    .returning({ id: sitePageRevisions.id });
  if (!revision) throw new Error('The revision was not stored');
  await tx.update(sitePages).set({ published_revision_id: revision.id }).where(eq(sitePages.id, pageId));
  return revision.id;
}

export async function insertPage(
  tx: Executor,
  values: { slug: string; builtin: boolean; document: TPageDocument; actorUserId: number | null; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(sitePages)
    .values({
      slug: values.slug,
      builtin: values.builtin,
      draft: values.document,
      draft_updated_at: values.now,
      draft_updated_by: values.actorUserId,
      created_at: values.now,
    })
    .returning({ id: sitePages.id });
  if (!row) throw new Error('The page was not stored');
  return row.id;
}

export async function deletePageRow(tx: Executor, id: number) {
  await tx.delete(sitePages).where(eq(sitePages.id, id));
}

/** The published pages staff added that a menu group lists, in their order. */
export function listMenuPageRows(db: Executor) {
  return db
    .select({
      slug: sitePages.slug,
      builtin: sitePages.builtin,
      menuGroup: sitePages.menu_group,
      document: sitePageRevisions.document,
    })
    .from(sitePages)
    .innerJoin(sitePageRevisions, eq(sitePageRevisions.id, sitePages.published_revision_id))
    .where(and(eq(sitePages.builtin, false), isNotNull(sitePages.menu_group)))
    .orderBy(asc(sitePages.menu_order), asc(sitePages.slug));
}

export async function updateMenuPlace(tx: Executor, id: number, menuGroup: string | null, menuOrder: number) {
  await tx.update(sitePages).set({ menu_group: menuGroup, menu_order: menuOrder }).where(eq(sitePages.id, id));
}
