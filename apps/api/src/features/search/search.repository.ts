import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import type { TSearchResultType } from '@iiidem/shared/search/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * SQL of the site search (issue 16): PostgreSQL full-text search over what the public site shows, computed at
 * query time (no stored vector or index yet; docs/decisions.md has the figures and the index a larger site adds).
 *
 * Each published thing gives a title and a text in English and Hindi. Its vector holds the English words stemmed
 * ('english': "officers" finds "officer") and as written ('simple', which also serves Hindi: PostgreSQL has no
 * Hindi stemmer), the title weighted above the text. A query matches by the English stems
 * (websearch_to_tsquery) or by every word as a prefix (so "retur" finds "returning" and "प्रमाण" finds "प्रमाणन").
 */

export type SearchRow = {
  type: TSearchResultType;
  id: number;
  slug: string | null;
  builtin: boolean;
  title: string;
  titleHi: string;
  text: string;
  textHi: string;
  day: string | null;
};

export type SearchPage = { rows: SearchRow[]; total: number };

/**
 * Every text of a page document in English and in Hindi, at any depth: text blocks, table captions, headers and
 * cells, tab labels, figures and picture descriptions (each is a `{ en, hi }` pair in the document).
 */
const PAGE_BLOCKS_EN = sql`coalesce((select string_agg(block, ' ') from jsonb_array_elements_text(
  jsonb_path_query_array(r.document, 'strict $.blocks.**.en')) as block), '')`;
const PAGE_BLOCKS_HI = sql`coalesce((select string_agg(block, ' ') from jsonb_array_elements_text(
  jsonb_path_query_array(r.document, 'strict $.blocks.**.hi')) as block), '')`;

/**
 * One page of published courses, trainings, news and tenders, vacancies and pages matching the words, the best
 * first, with how many match in all. `words`: the text as typed; `prefixQuery`: a tsquery of its words as
 * prefixes ("'retur':* & 'offic':*"), made of letters and digits only.
 */
export async function searchPublishedContent(
  db: Database,
  options: { words: string; prefixQuery: string; limit: number; offset: number },
): Promise<SearchPage> {
  const result = await db.execute(sql`
    with query as (
      select websearch_to_tsquery('english', ${options.words}) || to_tsquery('simple', ${options.prefixQuery}) as words
    ),
    published as (
      select 'course' as type, id, null::text as slug, false as builtin, course_name as title,
             course_name_hi as title_hi, coalesce(program_desc, '') as body, program_desc_hi as body_hi,
             null::text as day
        from courses where published
      union all
      select 'training', id, null, false, training_name, training_name_hi, coalesce(overview, ''), overview_hi, null
        from trainings where published
      union all
      select case when category_id = ${NEWS_CATEGORY.tenders} then 'tender' else 'news' end, id, null, false,
             news_title, news_title_hi, '', '', publish_date::text
        from press_news where published
      union all
      select 'vacancy', id, null, false, title, title_hi, '', '', upload_date::text
        from vacancies where published
      union all
      select 'page', p.id, p.slug, p.builtin,
             coalesce(r.document #>> '{title,en}', ''), coalesce(r.document #>> '{title,hi}', ''),
             concat_ws(' ', r.document #>> '{summary,en}', ${PAGE_BLOCKS_EN}),
             concat_ws(' ', r.document #>> '{summary,hi}', ${PAGE_BLOCKS_HI}),
             null
        from site_pages p join site_page_revisions r on r.id = p.published_revision_id
    ),
    indexed as (
      select published.*,
             setweight(to_tsvector('english', title) || to_tsvector('simple', title || ' ' || title_hi), 'A')
             || setweight(to_tsvector('english', body) || to_tsvector('simple', body || ' ' || body_hi), 'B')
             as vector
        from published
    )
    select type, id, slug, builtin, title, title_hi as "titleHi", body as text, body_hi as "textHi", day,
           count(*) over ()::int as total
      from indexed, query
     where vector @@ query.words
     order by ts_rank(vector, query.words) desc, type, id
     limit ${options.limit} offset ${options.offset}
  `);
  const rows = (result as unknown as { rows: (SearchRow & { total: number })[] }).rows;
  if (rows.length === 0 && options.offset > 0) {
    return { rows: [], total: await countMatches(db, options) };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** How many match, for a page past the last one (its rows carry no total). */
async function countMatches(db: Database, options: { words: string; prefixQuery: string }): Promise<number> {
  const page = await searchPublishedContent(db, { ...options, limit: 1, offset: 0 });
  return page.total;
}
