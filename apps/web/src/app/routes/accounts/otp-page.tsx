import { Navigate, useLocation } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import type { OtpNavigationState } from '../../../features/accounts/login-form';
import { OtpForm } from '../../../features/accounts/otp-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

function readState(state: unknown): OtpNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { mail, attempt_id } = state as Partial<OtpNavigationState>;
  return typeof mail === 'string' && mail && typeof attempt_id === 'string' && attempt_id ? { mail, attempt_id } : null;
}

/** The code step of sign-in (spec 1 §2): without the sign-in's mail in navigation state, back to sign-in. */
export default function OtpPage() {
  const { alertElement, showAlert } = useAlertDialog();
  const state = readState(useLocation().state);
  if (!state) return <Navigate to={paths.login} replace />;
  return (
    <Page title={PAGE_TITLES.otp} crumbs={[{ label: PAGE_TITLES.login, to: paths.login }]}>
      <div className="account-card">
        <OtpForm state={state} showAlert={showAlert} />
      </div>
      {alertElement}
    </Page>
  );
}
