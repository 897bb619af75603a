import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function SiteMapPage() {
  return (
    <Page title={PAGE_TITLES.siteMap}>
      <p>An overview of every section of this website, with a link to each page.</p>
    </Page>
  );
}
