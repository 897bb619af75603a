import { CONTENT_IMAGES } from './images';

/**
 * The webinar series page (spec 2 §2). Its texts are a page staff edit (issue 15; first text in
 * apps/api/src/db/seed/initial-pages-webinar.ts): intro, then tabs whose English labels are the tabs' names
 * below. The route keeps what the spec says of the page itself: the banner, the breadcrumb Home > current tab,
 * OBJECTIVES first, a tab passed in navigation state, and the tab remembered in browser storage.
 */

/** The page's slug: its route without the leading slash. */
export const WEBINAR_PAGE_SLUG = 'innovative-electoral-practices:stories-from-the-field';

export const WEBINAR_TABS = ['OBJECTIVES', 'SESSIONS', 'THE SPEAKERS', 'UPDATES'] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];
export const DEFAULT_WEBINAR_TAB: WebinarTab = 'OBJECTIVES';
/** The webinar's own key, so it does not overwrite the course pages' `activeTab`. */
export const WEBINAR_TAB_STORAGE_KEY = 'webinarActiveTab';

export type WebinarNavigationState = { tab: WebinarTab };

/** The banner above the page: decoration (the page's title says what it is). */
export const WEBINAR_BANNER = { src: CONTENT_IMAGES.webinarBanner, alt: '' } as const;
