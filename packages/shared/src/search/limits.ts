/**
 * Site search (issue 16): the query's length, and results on a page. Apart from the schemas (./api.ts) so that
 * every page's search box reads them without loading zod (issue 13: a public page's download).
 */
export const SEARCH_LIMITS = { query: 100, pageSize: 10 } as const;
