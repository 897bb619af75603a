import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { istCalendarDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageBlocks } from '../../../components/page-blocks/page-blocks';
import { LastUpdated } from '../../../features/content/components/last-updated';
import {
  DEFAULT_WEBINAR_TAB,
  WEBINAR_BANNER,
  WEBINAR_PAGE_SLUG,
  WEBINAR_TAB_STORAGE_KEY,
  WEBINAR_TABS,
} from '../../../features/content/webinar';
import { usePublishedPage } from '../../../features/pages/pages-api';
import { useLocalized } from '../../../lib/i18n/localized';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNavigationStateTab } from '../../../lib/use-navigation-state-tab';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES, translatePageTitle } from '../../../page-titles';
import { paths } from '../../../paths';
import '../../../components/layout/page.css';
import '../../../features/content/components/content.css';
import './webinar-page.css';

type TabsBlock = Extract<TPublicPageBlock, { type: 'sections' }>;

/** The tab saved by an earlier visit, when it is still one of the tabs. */
function readStoredTab(tabs: readonly string[]): string | undefined {
  try {
    const stored = window.localStorage.getItem(WEBINAR_TAB_STORAGE_KEY);
    return tabs.find((tab) => tab === stored);
  } catch {
    return undefined;
  }
}

function storeTab(tab: string) {
  try {
    window.localStorage.setItem(WEBINAR_TAB_STORAGE_KEY, tab);
  } catch {
    // Storage may be unavailable (private mode, quota); the tab still works for this visit.
  }
}

/**
 * The webinar series page (spec 2 §2), whose texts staff edit (issue 15). Its breadcrumb reads Home > current tab,
 * so it builds its own frame instead of <Page>, with the same title, breadcrumb styles and single h1. The tab is
 * the page's: navigation state first, then the tab kept from the last visit, then OBJECTIVES; it is remembered
 * in browser storage, and the page's tabs block shows the one chosen.
 */
export default function WebinarPage() {
  usePageTitle(PAGE_TITLES.webinar);
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, error } = usePublishedPage(WEBINAR_PAGE_SLUG);
  const page = data?.data;
  const tabsBlock = page?.blocks.find(
    (block): block is TabsBlock => block.type === 'sections' && block.style === 'tabs',
  );
  const tabs: readonly string[] = tabsBlock?.items.map((item) => item.label) ?? WEBINAR_TABS;
  const firstTab = tabs.includes(DEFAULT_WEBINAR_TAB) ? DEFAULT_WEBINAR_TAB : (tabs[0] ?? DEFAULT_WEBINAR_TAB);
  // The saved tab is browser storage: while hydrating server HTML the default tab shows, then the saved one.
  const hydrated = useHydrated();
  const [tab, selectTab] = useNavigationStateTab(tabs, () =>
    hydrated && tabsBlock ? (readStoredTab(tabs) ?? firstTab) : firstTab,
  );
  const current = tabsBlock?.items.find((item) => item.label === tab);

  useEffect(() => {
    if (hydrated && tabsBlock) storeTab(tab);
  }, [hydrated, tabsBlock, tab]);

  const title = translatePageTitle(PAGE_TITLES.webinar);
  const currentLabel = current ? localized(current, 'label') : undefined;
  return (
    <div className="webinar">
      <img className="webinar__banner" src={WEBINAR_BANNER.src} alt={WEBINAR_BANNER.alt} width="1200" height="300" />
      <div className="page container">
        <nav aria-label={t`Breadcrumb`} className="breadcrumb">
          <ol className="breadcrumb__list">
            <li className="breadcrumb__item">
              <Link to={paths.home}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li className="breadcrumb__item" aria-current="page" lang={currentLabel?.lang}>
              {currentLabel?.text ?? title}
            </li>
          </ol>
        </nav>
        <h1 className="page__heading">{title}</h1>
        <div className="content-page">
          {page ? (
            <>
              <PageBlocks blocks={page.blocks} label={title} selection={{ selected: tab, onSelect: selectTab }} />
              <LastUpdated date={istCalendarDate(new Date(page.lastUpdated))} />
            </>
          ) : error ? (
            <p role="alert">
              <Trans>This page could not be loaded. Please try again later.</Trans>
            </p>
          ) : (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
