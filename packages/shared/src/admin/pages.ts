import { z } from 'zod';
import { ZAdminPages } from './content-crud';
import { PEOPLE_LIST_KEYS } from './people';

/**
 * Pages staff edit (issue 15). A page is a document: its title and summary in English and Hindi, and an ordered
 * list of blocks. Text blocks are Markdown, which the server turns into sanitised HTML; blocks with structure
 * (tabs and accordions, figures, an organogram, a list of people, a picture, a part of the site settings) keep it,
 * so the pages keep their layout while staff change their words. Hindi may stay empty: the page then shows the
 * English.
 */

export const PAGE_LIMITS = {
  title: 200,
  summary: 400,
  markdown: 20_000,
  label: 120,
  blocks: 40,
  sectionItems: 12,
  figures: 24,
  slug: 80,
  tableColumns: 8,
  tableRows: 60,
  tableCell: 500,
} as const;

export const PAGE_MESSAGES = {
  saved: 'The draft was saved.',
  published: 'The page is published.',
  restored: 'The revision was restored and published.',
  created: 'The page was created.',
  deleted: 'The page was deleted.',
  staleDraft:
    'Someone else saved this page after you opened it. Reload the page to see their changes, then make yours again.',
  notFound: 'The page was not found.',
  revisionNotFound: 'The revision was not found.',
  builtinNotDeleted: 'A page of the site’s fixed routes cannot be deleted.',
  slugTaken: 'Another page already has this address.',
  slug: 'Use lower-case letters, digits and hyphens for the address, for example “right-to-information”.',
  imageSource: 'The picture must be a file of this site (an address starting with /).',
  nothingToPublish: 'The draft is the same as the published page.',
  menuSaved: 'The menu place was saved.',
  builtinMenu: 'The site’s fixed pages keep their places in the menus.',
} as const;

/**
 * The Menu's (and the site map's) four groups (spec 2 §2), where a page staff added can be listed. The spec's
 * own pages keep their places in the menus, which are code.
 */
export const PAGE_MENU_GROUPS = {
  institute: 'Institute',
  'whos-who': "Who's Who",
  'training-programs': 'Training Programs',
  'digital-resources': 'Digital Resources',
} as const;
export type TPageMenuGroup = keyof typeof PAGE_MENU_GROUPS;
const PAGE_MENU_GROUP_KEYS = Object.keys(PAGE_MENU_GROUPS) as [TPageMenuGroup, ...TPageMenuGroup[]];

/** PUT /api/admin/pages/:id/menu: the menu group a page is listed in (null: none) and its place there. */
export const ZPageMenuBody = z.strictObject({
  menuGroup: z.enum(PAGE_MENU_GROUP_KEYS, { error: 'Choose one of the menu groups, or none.' }).nullable(),
  menuOrder: z
    .number({ error: 'The place in the menu must be a whole number.' })
    .int('The place in the menu must be a whole number.')
    .min(0, 'The place in the menu must be from 0 to 999.')
    .max(999, 'The place in the menu must be from 0 to 999.'),
});
export type TPageMenuBody = z.input<typeof ZPageMenuBody>;

/** A published page staff added, as the Menu and the site map list it. */
export const ZMenuPage = z.object({
  path: z.string(),
  title: z.string(),
  titleHi: z.string(),
  menuGroup: z.enum(PAGE_MENU_GROUP_KEYS),
});
export type TMenuPage = z.infer<typeof ZMenuPage>;
export const ZMenuPagesAnswer = z.object({ success: z.literal(true), data: z.array(ZMenuPage) });

/** A text in English (required) and Hindi (optional: the English shows instead). */
export function zBilingual(label: string, max: number, required = true) {
  const english = z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`);
  return z.strictObject({
    en: required ? english.min(1, `Please enter the ${label}.`) : english,
    hi: z
      .string({ error: `The ${label} (Hindi) must be text.` })
      .trim()
      .max(max, `The ${label} (Hindi) must be at most ${max} characters.`)
      .default(''),
  });
}
export type TBilingual = { en: string; hi: string };

/** The lists of people and partners a page can show (their entries are edited in "People and partners"). */
const ZPeopleListKey = z.enum(PEOPLE_LIST_KEYS, { error: 'Choose one of the lists of people.' });

const ZTextBlock = z.strictObject({
  type: z.literal('text'),
  body: zBilingual('text', PAGE_LIMITS.markdown),
});

const ZImageBlock = z.strictObject({
  type: z.literal('image'),
  src: z
    .string({ error: PAGE_MESSAGES.imageSource })
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/, PAGE_MESSAGES.imageSource),
  alt: zBilingual('picture’s description', 300),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});

const ZFiguresBlock = z.strictObject({
  type: z.literal('figures'),
  items: z
    .array(z.strictObject({ value: zBilingual('figure', 60), label: zBilingual('figure’s label', 200) }))
    .min(1, 'Add at least one figure.')
    .max(PAGE_LIMITS.figures),
});

/**
 * An organogram written as an outline: one post per line, two spaces of indent per level, an optional note in
 * brackets at the end ("Election Commissioners (two)").
 */
const ZOrganogramBlock = z.strictObject({
  type: z.literal('organogram'),
  outline: zBilingual('organogram', 4000),
});

/**
 * How a page shows a list (issue 15): `cards`, `profiles` (official profiles with staff contacts), `table` (with a
 * label: one table under that caption; without: one table per section, as the directory), `programmes` (programme
 * batches with a View Alumni button) and `logos` (MoUs with the partners' logos).
 */
export const PEOPLE_BLOCK_LAYOUTS = ['cards', 'table', 'profiles', 'programmes', 'logos'] as const;

const ZPeopleBlock = z.strictObject({
  type: z.literal('people'),
  list: ZPeopleListKey,
  layout: z.enum(PEOPLE_BLOCK_LAYOUTS, { error: 'Choose how the people are shown.' }),
  /** The list's accessible name (a table's caption); empty: the layout's own. */
  label: zBilingual('name of the list', PAGE_LIMITS.label, false).default({ en: '', hi: '' }),
});

/**
 * The parts of the site settings a page can show (issue 15), named after what the pages show. Their values are
 * edited once, in Site settings, and every page showing them follows; they are never typed into a page's text.
 */
export const SETTINGS_BLOCK_PARTS = {
  address: 'Postal address',
  'phone-fax-email': 'Phone, fax and e-mail',
  'address-phone-email': 'Postal address, phone and e-mail',
  mailboxes: 'Mailboxes (national and international training programmes, this website)',
  'webmaster-email': 'This website’s mailbox',
  'training-email': 'The national training programmes’ mailbox',
  'sample-notice': 'The note that the contact details are samples (shown only while they are)',
} as const;
export type TSettingsBlockPart = keyof typeof SETTINGS_BLOCK_PARTS;
const SETTINGS_BLOCK_PART_KEYS = Object.keys(SETTINGS_BLOCK_PARTS) as [TSettingsBlockPart, ...TSettingsBlockPart[]];

const ZSettingsBlock = z.strictObject({
  type: z.literal('settings'),
  part: z.enum(SETTINGS_BLOCK_PART_KEYS, { error: 'Choose one of the parts of the site settings.' }),
});

/**
 * A table of plain text (no Markdown): a caption naming it, a header per column, and rows whose first cell names
 * the row (a row header for screen readers). A cell holding only a web address (https://…) is shown as a link.
 */
const ZTableBlock = z
  .strictObject({
    type: z.literal('table'),
    caption: zBilingual('table’s caption', PAGE_LIMITS.title),
    columns: z
      .array(zBilingual('column header', PAGE_LIMITS.label), { error: 'The table’s columns must be a list.' })
      .min(1, 'A table needs at least one column.')
      .max(PAGE_LIMITS.tableColumns, `A table has at most ${PAGE_LIMITS.tableColumns} columns.`),
    rows: z
      .array(
        z.strictObject({
          cells: z
            .array(zBilingual('cell', PAGE_LIMITS.tableCell, false), { error: 'A row’s cells must be a list.' })
            .max(PAGE_LIMITS.tableColumns, `A row has at most ${PAGE_LIMITS.tableColumns} cells.`),
        }),
        { error: 'The table’s rows must be a list.' },
      )
      .min(1, 'A table needs at least one row.')
      .max(PAGE_LIMITS.tableRows, `A table has at most ${PAGE_LIMITS.tableRows} rows.`),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.cells.length !== table.columns.length) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: 'Each row needs one cell per column.',
        });
      }
    });
    const headers = table.columns.map((column) => column.en);
    if (new Set(headers).size !== headers.length) {
      context.addIssue({ code: 'custom', path: ['columns'], message: 'Give each column its own header.' });
    }
  });

const ZInnerBlock = z.discriminatedUnion(
  'type',
  [ZTextBlock, ZImageBlock, ZFiguresBlock, ZOrganogramBlock, ZPeopleBlock, ZSettingsBlock, ZTableBlock],
  { error: 'Choose a kind of block.' },
);

const ZSectionId = z
  .string({ error: 'Each tab or section needs an address (its id).' })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'A tab’s id uses lower-case letters, digits and hyphens.');

/**
 * Tabs, an accordion or columns (sections side by side from 768 px, each headed by its label): each item has a
 * label and its own blocks (no tabs inside tabs).
 */
export const SECTIONS_STYLES = ['tabs', 'accordion', 'columns'] as const;
const ZSectionsBlock = z.strictObject({
  type: z.literal('sections'),
  style: z.enum(SECTIONS_STYLES, { error: 'Choose tabs, an accordion or columns.' }),
  label: zBilingual('name of the tabs', PAGE_LIMITS.label),
  items: z
    .array(
      z.strictObject({
        id: ZSectionId,
        label: zBilingual('tab’s label', PAGE_LIMITS.label),
        blocks: z.array(ZInnerBlock).max(PAGE_LIMITS.blocks),
      }),
    )
    .min(1, 'Add at least one tab or section.')
    .max(PAGE_LIMITS.sectionItems),
});

export const ZPageBlock = z.discriminatedUnion(
  'type',
  [ZTextBlock, ZImageBlock, ZFiguresBlock, ZOrganogramBlock, ZPeopleBlock, ZSettingsBlock, ZTableBlock, ZSectionsBlock],
  { error: 'Choose a kind of block.' },
);
export type TPageBlock = z.output<typeof ZPageBlock>;
export type TInnerBlock = z.output<typeof ZInnerBlock>;

export const ZPageDocument = z.strictObject({
  title: zBilingual('title', PAGE_LIMITS.title),
  summary: zBilingual('summary', PAGE_LIMITS.summary, false),
  blocks: z.array(ZPageBlock).max(PAGE_LIMITS.blocks, `A page has at most ${PAGE_LIMITS.blocks} blocks.`),
});
export type TPageDocument = z.output<typeof ZPageDocument>;
export type TPageDocumentInput = z.input<typeof ZPageDocument>;

export const ZPageSlug = z
  .string({ error: PAGE_MESSAGES.slug })
  .trim()
  .max(PAGE_LIMITS.slug, PAGE_MESSAGES.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PAGE_MESSAGES.slug);

/** PUT /api/admin/pages/:id/draft: the document and the draft version it was edited from. */
export const ZSaveDraftBody = z.strictObject({
  document: ZPageDocument,
  version: z.number({ error: 'The draft version must be a number.' }).int().min(1),
});
export type TSaveDraftBody = z.input<typeof ZSaveDraftBody>;

/** POST /api/admin/pages/:id/publish */
export const ZPublishPageBody = z.strictObject({
  version: z.number({ error: 'The draft version must be a number.' }).int().min(1),
});

/** POST /api/admin/pages: a new page of the site at /pages/<slug>. */
export const ZCreatePageBody = z.strictObject({ slug: ZPageSlug, document: ZPageDocument });
export type TCreatePageBody = z.input<typeof ZCreatePageBody>;

/** POST /api/admin/pages/preview: a document to show as the public page would, without saving it. */
export const ZPreviewPageBody = z.strictObject({ document: ZPageDocument });

// Public answers: what the site shows (text blocks as sanitised HTML).

const ZPublicTextBlock = z.object({ type: z.literal('text'), html: z.string(), htmlHi: z.string() });
const ZPublicImageBlock = z.object({
  type: z.literal('image'),
  src: z.string(),
  alt: z.string(),
  altHi: z.string(),
  width: z.number(),
  height: z.number(),
});
const ZPublicFiguresBlock = z.object({
  type: z.literal('figures'),
  items: z.array(z.object({ value: z.string(), valueHi: z.string(), label: z.string(), labelHi: z.string() })),
});
const ZPublicOrganogramBlock = z.object({ type: z.literal('organogram'), outline: z.string(), outlineHi: z.string() });
const ZPublicPeopleBlock = z.object({
  type: z.literal('people'),
  list: z.string(),
  layout: z.enum(PEOPLE_BLOCK_LAYOUTS),
  label: z.string(),
  labelHi: z.string(),
});
const ZPublicSettingsBlock = z.object({ type: z.literal('settings'), part: z.enum(SETTINGS_BLOCK_PART_KEYS) });
const ZPublicTableBlock = z.object({
  type: z.literal('table'),
  caption: z.string(),
  captionHi: z.string(),
  columns: z.array(z.object({ label: z.string(), labelHi: z.string() })),
  rows: z.array(z.array(z.object({ text: z.string(), textHi: z.string() }))),
});
const ZPublicInnerBlock = z.discriminatedUnion('type', [
  ZPublicTextBlock,
  ZPublicImageBlock,
  ZPublicFiguresBlock,
  ZPublicOrganogramBlock,
  ZPublicPeopleBlock,
  ZPublicSettingsBlock,
  ZPublicTableBlock,
]);
const ZPublicSectionsBlock = z.object({
  type: z.literal('sections'),
  style: z.enum(SECTIONS_STYLES),
  label: z.string(),
  labelHi: z.string(),
  items: z.array(
    z.object({ id: z.string(), label: z.string(), labelHi: z.string(), blocks: z.array(ZPublicInnerBlock) }),
  ),
});
export const ZPublicPageBlock = z.discriminatedUnion('type', [
  ZPublicTextBlock,
  ZPublicImageBlock,
  ZPublicFiguresBlock,
  ZPublicOrganogramBlock,
  ZPublicPeopleBlock,
  ZPublicSettingsBlock,
  ZPublicTableBlock,
  ZPublicSectionsBlock,
]);
export type TPublicPageBlock = z.infer<typeof ZPublicPageBlock>;
export type TPublicInnerBlock = z.infer<typeof ZPublicInnerBlock>;

export const ZPublicPage = z.object({
  slug: z.string(),
  title: z.string(),
  titleHi: z.string(),
  summary: z.string(),
  summaryHi: z.string(),
  /** When the shown revision was published (ISO date-time): the page's "Last updated". */
  lastUpdated: z.string(),
  blocks: z.array(ZPublicPageBlock),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;
export const ZPublicPageAnswer = z.object({ success: z.literal(true), data: ZPublicPage });

// Back-office answers.

export const ZAdminPageSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  builtin: z.boolean(),
  published: z.boolean(),
  /** The draft holds changes the public page does not show yet. */
  unpublishedChanges: z.boolean(),
  lastPublishedAt: z.string().nullable(),
  draftUpdatedAt: z.string(),
  menuGroup: z.enum(PAGE_MENU_GROUP_KEYS).nullable(),
  menuOrder: z.number().int(),
});
export type TAdminPageSummary = z.infer<typeof ZAdminPageSummary>;
export const ZAdminPageList = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(ZAdminPageSummary), pages: ZAdminPages }),
});

export const ZPageRevision = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  current: z.boolean(),
});
export type TPageRevision = z.infer<typeof ZPageRevision>;

export const ZAdminPage = ZAdminPageSummary.extend({
  draft: ZPageDocument,
  draftVersion: z.number().int(),
  revisions: z.array(ZPageRevision),
});
export type TAdminPage = z.infer<typeof ZAdminPage>;
export const ZAdminPageAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminPage,
});
