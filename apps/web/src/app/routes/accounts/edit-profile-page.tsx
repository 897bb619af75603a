import { Trans } from '@lingui/react/macro';
import { FormMessage } from '../../../components/form/form-fields';
import { Page } from '../../../components/layout/page';
import { useAlertDialog } from '../../../features/accounts/alert-dialog';
import { PersonalDataPanel } from '../../../features/accounts/personal-data-panel';
import { ProfileForm } from '../../../features/accounts/profile-form';
import { useUserDetails } from '../../../lib/use-user-details';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** My Profile (spec 1 §2), inside the dashboard layout, with the person's data (issue 17). */
export default function EditProfilePage() {
  const { alertElement, showAlert } = useAlertDialog();
  const { details, error } = useUserDetails();
  return (
    <Page title={PAGE_TITLES.editProfile} crumbs={[{ label: PAGE_TITLES.dashboard, to: paths.dashboard }]}>
      {details ? (
        // Keyed by the address so a different account (another tab) gets a fresh form.
        <>
          <ProfileForm key={details.email_id} details={details} showAlert={showAlert} />
          {/* Staff accounts are closed by an administrator, so only applicants see the deletion request. */}
          {details.role === 'applicant' ? <PersonalDataPanel /> : null}
        </>
      ) : error ? (
        <FormMessage kind="error">
          <Trans>Your profile could not be loaded. Please try again.</Trans>
        </FormMessage>
      ) : (
        <p role="status">
          <Trans>Loading your profile…</Trans>
        </p>
      )}
      {alertElement}
    </Page>
  );
}
