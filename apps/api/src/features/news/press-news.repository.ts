import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsCategories, pressNews } from '../../db/schema/content';
import { type FileFactsSource, withFileFacts } from '../../lib/files/file-facts';

/** A news category's name, or undefined when there is no such category. */
export async function findNewsCategory(db: Database, categoryId: number): Promise<{ news_name: string } | undefined> {
  const [category] = await db
    .select({ news_name: newsCategories.news_name })
    .from(newsCategories)
    .where(eq(newsCategories.id, categoryId))
    .limit(1);
  return category;
}

export type PressNewsPage = { categoryName: string; items: TPressNewsItem[]; totalData: number };

function preparePressNewsPage(db: Database) {
  return db
    .select({
      id: pressNews.id,
      news_title: pressNews.news_title,
      news_titleHi: pressNews.news_title_hi,
      publish_date: pressNews.publish_date,
      document_link: pressNews.document_link,
      document_file: pressNews.document_file,
      news_name: newsCategories.news_name,
      totalData: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(pressNews)
    .innerJoin(newsCategories, eq(newsCategories.id, pressNews.category_id))
    .where(and(eq(pressNews.category_id, sql.placeholder('categoryId')), eq(pressNews.published, true)))
    .orderBy(desc(pressNews.publish_date), desc(pressNews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('public_press_news');
}

const preparedPressNewsPages = new WeakMap<Database, ReturnType<typeof preparePressNewsPage>>();

/**
 * Published news items of a category with the category's name, newest first; `page` is 1-based and a page past
 * the end is empty; undefined when there is no such category. One query when the page has items (the total and
 * the name come with each row); an empty page asks for the category and the total. Each document file comes
 * with its type and size (`document_file_info`).
 */
export async function findPublishedPressNews(
  db: Database,
  options: { categoryId: number; page: number; limit: number },
  fileFacts: FileFactsSource,
): Promise<PressNewsPage | undefined> {
  let prepared = preparedPressNewsPages.get(db);
  if (!prepared) {
    prepared = preparePressNewsPage(db);
    preparedPressNewsPages.set(db, prepared);
  }
  const rows = await prepared.execute({
    categoryId: options.categoryId,
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
  });
  const [first] = rows;
  if (first) {
    const withFacts = await withFileFacts(fileFacts, rows, ['document_file']);
    return {
      categoryName: first.news_name,
      items: withFacts.map(
        ({ document_link, document_file, document_file_info, news_name: _, totalData: __, ...item }) => ({
          ...item,
          press_news_document: { document_link, document_file, document_file_info },
        }),
      ),
      totalData: first.totalData,
    };
  }
  const category = await findNewsCategory(db, options.categoryId);
  if (!category) return undefined;
  const [total] = await db
    .select({ n: count() })
    .from(pressNews)
    .where(and(eq(pressNews.category_id, options.categoryId), eq(pressNews.published, true)));
  return { categoryName: category.news_name, items: [], totalData: total?.n ?? 0 };
}
