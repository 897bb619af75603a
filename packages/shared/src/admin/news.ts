import { z } from 'zod';
import { chosenId, hindiText, optionalHttpUrl, requiredDate, requiredText, ZFormPublished } from './content-crud';

/** Back-office news and tenders form (multipart: these text fields plus an optional `document_file` PDF). */

export const NEWS_ADMIN_MESSAGES = {
  category: 'Choose a category.',
  unknownCategory: 'Choose one of the listed categories.',
  documentMissing: 'Give a document link or upload a PDF file.',
  documentTwice: 'Give either a document link or a PDF file, not both.',
  created: 'The news item was created.',
  updated: 'The news item was saved.',
  deleted: 'The news item was deleted.',
  published: 'The news item is published.',
  unpublished: 'The news item is unpublished.',
} as const;

export const ZNewsFields = z.strictObject({
  news_title: requiredText('title', 500),
  news_titleHi: hindiText('title', 500),
  publish_date: requiredDate('publish date'),
  category_id: chosenId(NEWS_ADMIN_MESSAGES.category),
  document_link: optionalHttpUrl(),
  published: ZFormPublished,
});
export type TNewsFields = z.output<typeof ZNewsFields>;
export type TNewsFormValues = z.input<typeof ZNewsFields>;

/**
 * A news item has one document: an outside link or a PDF of this portal. The message for what was sent,
 * or null when it is fine (`storedFile`: the item already has a file that a link-less update keeps).
 */
export function newsDocumentIssue(link: string | null, newFile: boolean, storedFile: boolean): string | null {
  if (link && newFile) return NEWS_ADMIN_MESSAGES.documentTwice;
  if (!link && !newFile && !storedFile) return NEWS_ADMIN_MESSAGES.documentMissing;
  return null;
}

export const ZAdminNewsItem = z.object({
  id: z.number().int(),
  news_title: z.string(),
  news_titleHi: z.string(),
  publish_date: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  document_link: z.string().nullable(),
  document_file: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminNewsItem = z.infer<typeof ZAdminNewsItem>;

export const ZNewsCategory = z.object({ id: z.number().int(), news_name: z.string() });
export type TNewsCategory = z.infer<typeof ZNewsCategory>;
