import {
  PAGE_MENU_GROUPS,
  type TAdminPage,
  type TAdminPageSummary,
  type TInnerBlock,
  type TPageBlock,
  type TPageDocument,
  type TPageMenuGroup,
  type TPageRevision,
  type TPublicInnerBlock,
  type TPublicPage,
  type TPublicPageBlock,
} from '@iiidem/shared/admin/pages';
import { markdownToSafeHtml } from '../../lib/content/markdown';
import type { listRevisions, PageRow } from './pages.repository';

/** How a page is shown: on the public site (text as sanitised HTML) and in the back office. */

export function isMenuGroup(value: string | null): value is TPageMenuGroup {
  return value !== null && Object.hasOwn(PAGE_MENU_GROUPS, value);
}

/** A built-in page keeps its route of the spec ('/about-us'); a page staff created lives under /pages/. */
export function pagePath(page: Pick<PageRow, 'slug' | 'builtin'>): string {
  return page.builtin ? `/${page.slug}` : `/pages/${page.slug}`;
}

function publicInnerBlock(block: TInnerBlock): TPublicInnerBlock {
  switch (block.type) {
    case 'text':
      return { type: 'text', html: markdownToSafeHtml(block.body.en), htmlHi: markdownToSafeHtml(block.body.hi, 'hi') };
    case 'image':
      return {
        type: 'image',
        src: block.src,
        alt: block.alt.en,
        altHi: block.alt.hi,
        width: block.width,
        height: block.height,
      };
    case 'figures':
      return {
        type: 'figures',
        items: block.items.map((item) => ({
          value: item.value.en,
          valueHi: item.value.hi,
          label: item.label.en,
          labelHi: item.label.hi,
        })),
      };
    case 'organogram':
      return { type: 'organogram', outline: block.outline.en, outlineHi: block.outline.hi };
    case 'people':
      // A page stored before lists had names (issue 15) has none: the layout's own name shows.
      return {
        type: 'people',
        list: block.list,
        layout: block.layout,
        label: block.label?.en ?? '',
        labelHi: block.label?.hi ?? '',
      };
    case 'settings':
      // The site shows the settings' current values (issue 15): the block names the part only.
      return { type: 'settings', part: block.part };
    case 'table':
      // Plain text: React escapes it on the page; nothing in a cell is read as HTML or Markdown.
      return {
        type: 'table',
        caption: block.caption.en,
        captionHi: block.caption.hi,
        columns: block.columns.map((column) => ({ label: column.en, labelHi: column.hi })),
        rows: block.rows.map((row) => row.cells.map((cell) => ({ text: cell.en, textHi: cell.hi }))),
      };
  }
}

function publicBlock(block: TPageBlock): TPublicPageBlock {
  if (block.type !== 'sections') return publicInnerBlock(block);
  return {
    type: 'sections',
    style: block.style,
    label: block.label.en,
    labelHi: block.label.hi,
    items: block.items.map((item) => ({
      id: item.id,
      label: item.label.en,
      labelHi: item.label.hi,
      blocks: item.blocks.map(publicInnerBlock),
    })),
  };
}

export function publicPage(slug: string, document: TPageDocument, publishedAt: Date): TPublicPage {
  return {
    slug,
    title: document.title.en,
    titleHi: document.title.hi,
    summary: document.summary.en,
    summaryHi: document.summary.hi,
    lastUpdated: publishedAt.toISOString(),
    blocks: document.blocks.map(publicBlock),
  };
}

type PageWithPublished = { page: PageRow; publishedDocument: unknown; publishedAt: Date | null };

export function adminPageSummary({ page, publishedDocument, publishedAt }: PageWithPublished): TAdminPageSummary {
  const draft = page.draft as TPageDocument;
  return {
    id: page.id,
    slug: page.slug,
    path: pagePath(page),
    title: draft.title.en,
    builtin: page.builtin,
    published: publishedAt !== null,
    unpublishedChanges: publishedDocument === null || JSON.stringify(publishedDocument) !== JSON.stringify(draft),
    lastPublishedAt: publishedAt?.toISOString() ?? null,
    draftUpdatedAt: page.draft_updated_at.toISOString(),
    menuGroup: isMenuGroup(page.menu_group) ? page.menu_group : null,
    menuOrder: page.menu_order,
  };
}

type RevisionRow = Awaited<ReturnType<typeof listRevisions>>[number];

export function adminPage(row: PageWithPublished, revisions: readonly RevisionRow[]): TAdminPage {
  const current = row.page.published_revision_id;
  return {
    ...adminPageSummary(row),
    draft: row.page.draft as TPageDocument,
    draftVersion: row.page.draft_version,
    revisions: revisions.map(
      (revision): TPageRevision => ({
        id: revision.id,
        publishedAt: revision.publishedAt.toISOString(),
        publishedBy: revision.firstName ? `${revision.firstName} ${revision.lastName ?? ''}`.trim() : null,
        restoredFrom: revision.restoredFrom,
        current: revision.id === current,
      }),
    ),
  };
}
