import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

/** Placeholder until the verification page is built (issue 7). */
export default function VerifyCertificatePage() {
  return <Page title={PAGE_TITLES.verifyCertificate} />;
}
