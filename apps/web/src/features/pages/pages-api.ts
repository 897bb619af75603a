import type { TMenuPage, TPublicPage } from '@iiidem/shared/admin/pages';
import useSWR from 'swr';

/** The SWR key (and API path without /api) of the published page at `slug`. */
export function publishedPageKey(slug: string): string {
  return `/pages/${encodeURIComponent(slug)}`;
}

/** A page staff edit, as published (issue 15); the server render fills it in, so a visitor never waits for it. */
export function usePublishedPage(slug: string) {
  return useSWR<{ success: true; data: TPublicPage }>(publishedPageKey(slug));
}

/** The SWR key of the published pages staff added that the menus list. */
export const MENU_PAGES_KEY = '/pages';

/** The pages staff added to the menus (issue 15): the Menu and the site map list them in their groups. */
export function useMenuPages(): TMenuPage[] {
  const pages = useSWR<{ success: true; data: TMenuPage[] }>(MENU_PAGES_KEY).data?.data;
  // The menus show their fixed links whatever this read gives (an error page's body, an old cached shape).
  return Array.isArray(pages) ? pages : [];
}
