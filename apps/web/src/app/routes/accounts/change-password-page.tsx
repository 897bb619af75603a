import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { ChangePasswordForm } from '../../../features/accounts/change-password-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** Change password, inside the dashboard layout (spec 2 §2). */
export default function ChangePasswordPage() {
  return (
    <Page title={PAGE_TITLES.changePassword} crumbs={[{ label: PAGE_TITLES.dashboard, to: paths.dashboard }]}>
      <p>
        <Trans>Change the password you use to sign in. Your other signed-in devices will be signed out.</Trans>
      </p>
      <ChangePasswordForm />
    </Page>
  );
}
