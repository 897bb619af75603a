import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ADMIN_NAVIGATION } from './admin-paths';
import { useAdminRole } from './admin-role';
import './ui/admin.css';

/** The back office frame: a side navigation of the sections and the current section's page. */
export function AdminLayout() {
  const role = useAdminRole();
  const entries = ADMIN_NAVIGATION.filter((entry) => !entry.adminOnly || role === 'admin');
  return (
    <div className="admin container">
      <nav className="admin__nav" aria-label="Back office">
        <p className="admin__nav-title">Back office</p>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className="admin__nav-link">
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__main">
        <Suspense
          fallback={
            <p className="page-loading" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
