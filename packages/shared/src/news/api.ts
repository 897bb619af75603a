import { z } from 'zod';
import { ZCategoryId, ZPageLimit, ZPageNumber } from '../common/list-query';
import { NEWS_CATEGORY } from '../constants';
import { ZFileFactsOrNull } from '../files/file-facts-schema';
import { MAX_PAGE_SIZE, NEWS_PAGE_SIZE } from '../limits';

/** GET /api/press-news: category, 1-based page, optional page size (the home tab asks for 5). */
export const ZPressNewsQuery = z.strictObject({
  category_id: ZCategoryId.describe(`News category id (${NEWS_CATEGORY.tenders} = Tender & Miscellaneous)`),
  page: ZPageNumber.optional().describe('1-based page number (default 1); past the last page the list is empty'),
  limit: ZPageLimit.optional().describe(`Items per page (default ${NEWS_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`),
});
export type TPressNewsQuery = z.infer<typeof ZPressNewsQuery>;

/** One news item or tender (spec 1 §3): its document is an outside link or a file under /files/. */
export const ZPressNewsItem = z.object({
  id: z.number().int(),
  news_title: z.string(),
  news_titleHi: z.string(),
  publish_date: z.string().describe('YYYY-MM-DD'),
  press_news_document: z.object({
    document_link: z.string().nullable(),
    document_file: z.string().nullable(),
    document_file_info: ZFileFactsOrNull,
  }),
});
export type TPressNewsItem = z.infer<typeof ZPressNewsItem>;

export const ZPressNewsPage = z.object({
  success: z.literal(true),
  data: z.object({
    pressnews: z.array(ZPressNewsItem),
    newscategory: z.object({ news_name: z.string() }),
    pages: z.object({ page: z.number().int(), limit: z.number().int(), totalData: z.number().int() }),
  }),
});
export type TPressNewsPage = z.infer<typeof ZPressNewsPage>;
