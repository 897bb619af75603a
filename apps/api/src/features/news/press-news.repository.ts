import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsCategories, pressNews } from '../../db/schema/content';

/** A news category's name, or undefined when there is no such category. */
export async function findNewsCategory(db: Database, categoryId: number): Promise<{ news_name: string } | undefined> {
  const [category] = await db
    .select({ news_name: newsCategories.news_name })
    .from(newsCategories)
    .where(eq(newsCategories.id, categoryId))
    .limit(1);
  return category;
}

export type PressNewsPage = { items: TPressNewsItem[]; totalData: number };

/** Published news items of a category, newest first; `page` is 1-based and a page past the end is empty. */
export async function findPublishedPressNews(
  db: Database,
  options: { categoryId: number; page: number; limit: number },
): Promise<PressNewsPage> {
  const where = and(eq(pressNews.category_id, options.categoryId), eq(pressNews.published, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pressNews.id,
        news_title: pressNews.news_title,
        publish_date: pressNews.publish_date,
        document_link: pressNews.document_link,
        document_file: pressNews.document_file,
      })
      .from(pressNews)
      .where(where)
      .orderBy(desc(pressNews.publish_date), desc(pressNews.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ n: count() }).from(pressNews).where(where),
  ]);
  return {
    items: rows.map(({ document_link, document_file, ...item }) => ({
      ...item,
      press_news_document: { document_link, document_file },
    })),
    totalData: total?.n ?? 0,
  };
}
