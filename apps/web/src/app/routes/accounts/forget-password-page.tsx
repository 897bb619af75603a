import { Page } from '../../../components/layout/page';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import { ForgotPasswordForm } from '../../../features/accounts/forgot-password-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** Forgot password (spec 2 §2): e-mail and captcha, then code, new password, confirmation and captcha. */
export default function ForgetPasswordPage() {
  const { alertElement, showAlert } = useAlertDialog();
  return (
    <Page title={PAGE_TITLES.forgetPassword} crumbs={[{ label: PAGE_TITLES.login, to: paths.login }]}>
      <div className="account-card">
        <ForgotPasswordForm showAlert={showAlert} />
      </div>
      {alertElement}
    </Page>
  );
}
