import {
  type TApplicationListQuery,
  type TApplicationSort,
  type TSortOrder,
  ZApplicationListQuery,
} from '@iiidem/shared/admin/applications';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filter fields the list page keeps in its URL (as the API's query names them). */
export const FILTER_KEYS = [
  'course_id',
  'program_type_id',
  'status',
  'user_type',
  'completed',
  'from',
  'to',
  'q',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Partial<Record<FilterKey, string>>;

const QUERY_KEYS = [...FILTER_KEYS, 'page', 'page_size', 'sort', 'order'] as const;

/**
 * The list's filters, page and order live in the page's query string (so a filtered list can be bookmarked,
 * shared and restored with Back). Values the API would refuse are dropped one by one rather than failing.
 */
export function readListSearch(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const candidate = { ...kept, [key]: value };
    if (ZApplicationListQuery.safeParse(candidate).success) kept[key] = value;
  }
  return kept;
}

export type ApplicationSearch = {
  /** The valid query values, as strings. */
  search: Record<string, string>;
  /** The parsed query (numbers, booleans). */
  query: TApplicationListQuery;
  /** '?status=2&page=3' for the API (empty when no value is set). */
  queryString: string;
  /** '?status=2' without paging, for the CSV export. */
  exportQueryString: string;
  setFilters(values: FilterValues): void;
  setPage(page: number): void;
  setSort(sort: TApplicationSort, order: TSortOrder): void;
};

function toQueryString(values: Record<string, string>): string {
  const text = new URLSearchParams(values).toString();
  return text ? `?${text}` : '';
}

export function useApplicationSearch(): ApplicationSearch {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListSearch(params), [params]);
  const query = useMemo(() => ZApplicationListQuery.parse(search), [search]);

  const replace = useCallback(
    (next: Record<string, string | undefined>) => {
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(next)) if (value) clean[key] = value;
      setParams(clean);
    },
    [setParams],
  );

  return {
    search,
    query,
    queryString: toQueryString(search),
    exportQueryString: toQueryString(
      Object.fromEntries(Object.entries(search).filter(([key]) => key !== 'page' && key !== 'page_size')),
    ),
    // New filters start again at page 1 and keep the order and page size.
    setFilters: (values) =>
      replace({ ...values, sort: search.sort, order: search.order, page_size: search.page_size, page: undefined }),
    setPage: (page) => replace({ ...search, page: page > 1 ? String(page) : undefined }),
    setSort: (sort, order) => replace({ ...search, sort, order, page: undefined }),
  };
}
