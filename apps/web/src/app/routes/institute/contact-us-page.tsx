import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function ContactUsPage() {
  return (
    <Page title={PAGE_TITLES.contactUs}>
      <p>Find the institute's postal address, telephone numbers and e-mail addresses for your enquiries.</p>
    </Page>
  );
}
