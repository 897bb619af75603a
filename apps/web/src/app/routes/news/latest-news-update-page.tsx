import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { NewsAndTendersList } from '../../../features/news/news-and-tenders-list';
import { PAGE_TITLES } from '../../../page-titles';

/** The 'Latest News' category (2) of the seeded reference data. */
const LATEST_NEWS_CATEGORY = 2;

/** /latest-news-update: the latest news, then the tenders and notices, each list with its own pager. */
export default function LatestNewsUpdatePage() {
  return (
    <Page title={PAGE_TITLES.latestNewsUpdate}>
      <p>
        <Trans>The latest announcements, news, tenders and notices of the institute, newest first.</Trans>
      </p>
      <NewsAndTendersList categoryId={LATEST_NEWS_CATEGORY} pageParam="news-page" />
      <NewsAndTendersList categoryId={NEWS_CATEGORY.tenders} />
    </Page>
  );
}
