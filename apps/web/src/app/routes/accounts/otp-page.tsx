import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function OtpPage() {
  return (
    <Page title={PAGE_TITLES.otp} crumbs={[{ label: PAGE_TITLES.login, to: paths.login }]}>
      <p>Enter the one-time code sent to your e-mail address to finish signing in.</p>
    </Page>
  );
}
