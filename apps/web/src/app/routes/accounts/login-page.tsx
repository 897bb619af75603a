import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import { LoginForm } from '../../../features/accounts/login-form';
import { PAGE_TITLES } from '../../../page-titles';

/** Sign-in (spec 1 §2): e-mail, password, captcha; links to sign-up and forgot password. */
export default function LoginPage() {
  const { alertElement, showAlert } = useAlertDialog();
  return (
    <Page title={PAGE_TITLES.login}>
      <div className="account-card">
        <p className="account-card__intro">
          <Trans>
            Sign in with your e-mail address and password to apply for courses and follow your applications.
          </Trans>
        </p>
        <LoginForm showAlert={showAlert} />
      </div>
      {alertElement}
    </Page>
  );
}
