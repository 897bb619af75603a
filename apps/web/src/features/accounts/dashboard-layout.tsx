import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router';
import { useProtectedImage } from '../../lib/use-protected-image';
import { useUserDetails } from '../../lib/use-user-details';
import { paths } from '../../paths';
import './dashboard-layout.css';

/**
 * The frame of the dashboard, My Profile and Change Password (spec 1 §2 Dashboard): a side panel with the
 * photo, name, e-mail, an edit link, My Dashboard and All Courses; the page beside it.
 */
export function DashboardLayout() {
  return (
    <div className="dashboard-layout container">
      <DashboardSidePanel />
      <div className="dashboard-layout__page">
        <Outlet />
      </div>
    </div>
  );
}

function fullName(details: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [details.first_name, details.middle_name, details.last_name].filter(Boolean).join(' ');
}

export function DashboardSidePanel() {
  const { t } = useLingui();
  const { details, error } = useUserDetails();
  const photo = useProtectedImage(details?.photo);
  const name = details ? fullName(details) : '';

  return (
    <div className="dashboard-panel">
      <div className="dashboard-panel__profile">
        {photo ? (
          <img className="dashboard-panel__photo" src={photo} alt={name} width={88} height={88} />
        ) : (
          <span className="dashboard-panel__photo dashboard-panel__photo--empty" aria-hidden="true">
            {details ? `${details.first_name.charAt(0)}${details.last_name.charAt(0)}`.toUpperCase() : ''}
          </span>
        )}
        <div className="dashboard-panel__identity">
          {details ? (
            <>
              <p className="dashboard-panel__name">{name}</p>
              <p className="dashboard-panel__email">{details.email_id}</p>
            </>
          ) : (
            <p className="dashboard-panel__email" role="status">
              {error ? t`Your details could not be loaded.` : t`Loading your details…`}
            </p>
          )}
          <NavLink to={paths.editProfile} className="dashboard-panel__edit">
            <Trans>Edit profile</Trans>
          </NavLink>
        </div>
      </div>
      <nav aria-label={t`Dashboard`} className="dashboard-panel__nav">
        <ul>
          <li>
            <NavLink to={paths.dashboard} end>
              <Trans>My Dashboard</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.courses}>
              <Trans>All Courses</Trans>
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
