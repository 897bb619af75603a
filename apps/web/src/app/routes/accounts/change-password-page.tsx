import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function ChangePasswordPage() {
  return (
    <Page title={PAGE_TITLES.changePassword} crumbs={[{ label: PAGE_TITLES.dashboard, to: paths.dashboard }]}>
      <p>Change the password you use to sign in.</p>
    </Page>
  );
}
