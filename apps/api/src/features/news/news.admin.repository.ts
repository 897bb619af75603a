import type { TAdminNewsItem, TNewsCategory } from '@iiidem/shared/admin/news';
import { asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { hindiColumns } from '../../db/hindi-values';
import { newsCategories, pressNews } from '../../db/schema/content';
import { searchText } from '../../db/schema/search-text';

/** Back-office reads and writes of news and tenders, published or not; writes take the caller's transaction. */

const ADMIN_NEWS_COLUMNS = {
  id: pressNews.id,
  news_title: pressNews.news_title,
  news_titleHi: pressNews.news_title_hi,
  publish_date: pressNews.publish_date,
  category_id: pressNews.category_id,
  category_name: newsCategories.news_name,
  document_link: pressNews.document_link,
  document_file: pressNews.document_file,
  published: pressNews.published,
  created_at: pressNews.created_at,
  updated_at: pressNews.updated_at,
};

function selectAdminNews(executor: Executor) {
  return executor
    .select(ADMIN_NEWS_COLUMNS)
    .from(pressNews)
    .innerJoin(newsCategories, eq(newsCategories.id, pressNews.category_id));
}

type Row = Awaited<ReturnType<typeof selectAdminNews>>[number];

function toAdminNewsItem({ created_at, updated_at, ...row }: Row): TAdminNewsItem {
  return { ...row, createdAt: created_at.toISOString(), updatedAt: updated_at.toISOString() };
}

/** News items whose title, in English or Hindi, contains `search` (any case), the latest publish date first (issue 19). */
export async function listAdminNews(
  db: Database,
  options: { search?: string; limit: number; offset: number },
): Promise<{ items: TAdminNewsItem[]; totalData: number }> {
  // The title search is answered by the trigram index press_news_title_search_idx.
  const where = options.search
    ? ilike(searchText(pressNews.news_title, pressNews.news_title_hi), options.search)
    : undefined;
  // The page's ids first (read from the primary key alone), then only those rows are joined.
  const pageIds = db
    .select({ id: pressNews.id })
    .from(pressNews)
    .where(where)
    .orderBy(desc(pressNews.publish_date), desc(pressNews.id))
    .limit(options.limit)
    .offset(options.offset);
  const [rows, [total]] = await Promise.all([
    selectAdminNews(db).where(inArray(pressNews.id, pageIds)).orderBy(desc(pressNews.publish_date), desc(pressNews.id)),
    db.select({ n: count() }).from(pressNews).where(where),
  ]);
  return { items: rows.map(toAdminNewsItem), totalData: total?.n ?? 0 };
}

/** One news item; `lock` holds its row until the transaction ends (a change that replaces its file). */
export async function findAdminNewsItem(
  executor: Executor,
  id: number,
  lock = false,
): Promise<TAdminNewsItem | undefined> {
  const query = selectAdminNews(executor).where(eq(pressNews.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: pressNews }) : await query;
  return row && toAdminNewsItem(row);
}

export function listNewsCategories(db: Database): Promise<TNewsCategory[]> {
  return db
    .select({ id: newsCategories.id, news_name: newsCategories.news_name })
    .from(newsCategories)
    .orderBy(asc(newsCategories.id));
}

export async function newsCategoryExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, id));
  return row !== undefined;
}

export type NewsValues = {
  news_title: string;
  news_titleHi: string;
  publish_date: string;
  category_id: number;
  document_link: string | null;
  document_file: string | null;
  published: boolean;
};

export async function insertNewsItem(executor: Executor, values: NewsValues): Promise<number> {
  const [row] = await executor.insert(pressNews).values(hindiColumns(values)).returning({ id: pressNews.id });
  if (!row) throw new Error('The news insert returned no row.');
  return row.id;
}

export async function updateNewsRow(executor: Executor, id: number, values: Partial<NewsValues>): Promise<void> {
  await executor.update(pressNews).set(hindiColumns(values)).where(eq(pressNews.id, id));
}

export async function deleteNewsRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(pressNews).where(eq(pressNews.id, id));
}
