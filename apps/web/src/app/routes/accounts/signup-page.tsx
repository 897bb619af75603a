import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import type { CodeSent } from '../../../features/accounts/accounts-api';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import { SignupCodeStep } from '../../../features/accounts/signup-code-step';
import { SignupForm } from '../../../features/accounts/signup-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** Sign-up (spec 1 §2): the form, then, once the code is sent, the code step on the same screen. */
export default function SignupPage() {
  const navigate = useNavigate();
  const { alertElement, showAlert } = useAlertDialog();
  const [sent, setSent] = useState<CodeSent | null>(null);
  // A new key gives Back to Signup an empty form and a fresh captcha.
  const [formKey, setFormKey] = useState(0);

  return (
    <Page title={PAGE_TITLES.signup}>
      <div className="account-card">
        {sent ? (
          <SignupCodeStep
            sent={sent}
            showAlert={showAlert}
            onVerified={() => navigate(paths.login)}
            onBackToSignup={() => {
              setSent(null);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <>
            <p className="account-card__intro">
              <Trans>Create an account to apply for the institute's training programmes.</Trans>
            </p>
            <SignupForm key={formKey} showAlert={showAlert} onCodeSent={setSent} />
          </>
        )}
      </div>
      {alertElement}
    </Page>
  );
}
