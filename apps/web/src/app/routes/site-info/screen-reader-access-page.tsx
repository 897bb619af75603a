import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function ScreenReaderAccessPage() {
  return (
    <Page title={PAGE_TITLES.screenReaderAccess}>
      <p>How to use this website with a screen reader, and a list of free and commercial screen readers.</p>
    </Page>
  );
}
