import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function ForgetPasswordPage() {
  return (
    <Page title={PAGE_TITLES.forgetPassword} crumbs={[{ label: PAGE_TITLES.login, to: paths.login }]}>
      <p>Reset your password with a one-time code sent to your e-mail address.</p>
    </Page>
  );
}
