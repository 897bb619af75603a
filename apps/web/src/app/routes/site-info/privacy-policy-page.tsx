import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function PrivacyPolicyPage() {
  return (
    <Page title={PAGE_TITLES.privacyPolicy}>
      <p>How the institute collects, uses and protects the personal information you share through this website.</p>
    </Page>
  );
}
