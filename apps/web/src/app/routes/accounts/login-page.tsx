import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { SignedOutNotice } from '../../../components/session/signed-out-notice';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import { LoginForm } from '../../../features/accounts/login-form';
import { PAGE_TITLES } from '../../../page-titles';

/**
 * Sign-in (spec 1 §2): e-mail, password, captcha; links to sign-up and forgot password. After a time-out
 * (issue 16) it first says why the user was signed out.
 */
export default function LoginPage() {
  const { alertElement, showAlert } = useAlertDialog();
  return (
    <Page title={PAGE_TITLES.login}>
      <div className="account-card">
        <SignedOutNotice />
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
