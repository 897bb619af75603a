import { ExternalLink } from '../../../components/ui/external-link';
import { DataTable } from '../../../components/ui/table';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { EmailLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import {
  SCREEN_READER_ACCESS_CONTENT,
  SCREEN_READER_COSTS,
  SCREEN_READERS,
} from '../../../features/content/screen-reader-access';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

/** The site's host and path without the scheme: 'https://www.nvaccess.org/' -> 'www.nvaccess.org'. */
function siteLabel(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname === '/' ? '' : pathname.replace(/\/$/, '')}`;
}

export default function ScreenReaderAccessPage() {
  const content = SCREEN_READER_ACCESS_CONTENT;
  const text = useText();
  return (
    <ContentPage title={PAGE_TITLES.screenReaderAccess} lastUpdated={content.lastUpdated} intro={content.intro}>
      <section aria-labelledby="screen-readers">
        <h2 id="screen-readers">{text(content.tableHeading)}</h2>
        <p>{text(content.tableIntro)}</p>
        <DataTable
          caption={text(content.tableCaption)}
          rows={SCREEN_READERS}
          rowKey={(reader) => reader.name}
          columns={[
            {
              header: text(content.columns.name),
              // Product names are English whatever the page's language.
              cell: (reader) => <span lang="en">{reader.name}</span>,
              rowHeader: true,
            },
            {
              header: text(content.columns.site),
              cell: (reader) => (
                <ExternalLink href={reader.url}>
                  <span lang="en">{siteLabel(reader.url)}</span>
                </ExternalLink>
              ),
            },
            { header: text(content.columns.cost), cell: (reader) => text(SCREEN_READER_COSTS[reader.cost]) },
          ]}
        />
      </section>
      <section aria-labelledby="screen-reader-feedback">
        <h2 id="screen-reader-feedback">{text(content.feedbackHeading)}</h2>
        <p className="prose">
          {text(content.feedback)} <EmailLink email={SITE_SETTINGS.mailboxes.webmaster} />
        </p>
      </section>
    </ContentPage>
  );
}
