import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function AboutUsPage() {
  return (
    <Page title={PAGE_TITLES.aboutUs}>
      <p>
        Learn about the institute: its history, vision and mission, campus and facilities, the organogram of the Hon'ble
        Commission and the IIIDEM directory.
      </p>
    </Page>
  );
}
