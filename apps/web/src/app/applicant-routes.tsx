import { Navigate, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load';
import { loadCatalogs } from '../lib/i18n/catalogs';
import { currentLanguage } from '../lib/i18n/language';
import { paths } from '../paths';
import { clientPage } from './route-pages';

/**
 * The routes of the applicant area, the sign-in pages, certificates and the back office's entry: children of the
 * route around every page, like the public pages (router.tsx). The browser adds them on the first navigation to
 * one of their paths (APPLICANT_PATHS, router.tsx), so that a public page does not download this table; the server
 * and the tests have them from the start (app-routes.ts).
 */
/** The id of the route whose children need a session (its guard, RequireSession, is loaded with them). */
export const SESSION_ROUTE_ID = 'require-session';

export const applicantRoutes: RouteObject[] = [
  // Accounts
  {
    lazy: async () => {
      const module = await loadChunk('redirect-if-signed-in', () => import('./guards/redirect-if-signed-in'));
      return { Component: module.RedirectIfSignedIn };
    },
    children: [
      {
        path: paths.login,
        ...clientPage('./routes/accounts/login-page', () => import('./routes/accounts/login-page')),
      },
      {
        path: paths.otp,
        ...clientPage('./routes/accounts/otp-page', () => import('./routes/accounts/otp-page')),
      },
    ],
  },
  {
    path: paths.signup,
    ...clientPage('./routes/accounts/signup-page', () => import('./routes/accounts/signup-page')),
  },
  {
    path: paths.forgetPassword,
    ...clientPage('./routes/accounts/forget-password-page', () => import('./routes/accounts/forget-password-page')),
  },
  {
    path: paths.previewDomesticForm,
    ...clientPage(
      './routes/nominations/preview-domestic-form-page',
      () => import('./routes/nominations/preview-domestic-form-page'),
    ),
  },
  { path: paths.legacyLogin, element: <Navigate to={paths.login} replace /> },

  // Protected group (spec 2 §2). The guards are loaded with the pages they guard, not with every public page.
  {
    id: SESSION_ROUTE_ID,
    lazy: async () => {
      const module = await loadChunk('require-session', () => import('./guards/require-session'));
      return { Component: module.RequireSession };
    },
    children: [
      {
        // The dashboard side panel (photo, name, e-mail, links) around these three pages.
        lazy: async () => {
          const [module] = await loadChunk('dashboard-layout', () =>
            Promise.all([
              import('../features/accounts/dashboard-layout'),
              loadCatalogs(currentLanguage(), ['accounts', 'forms']),
            ]),
          );
          return { Component: module.DashboardLayout };
        },
        children: [
          {
            path: paths.dashboard,
            ...clientPage('./routes/dashboard/dashboard-page', () => import('./routes/dashboard/dashboard-page')),
          },
          {
            path: paths.editProfile,
            ...clientPage('./routes/accounts/edit-profile-page', () => import('./routes/accounts/edit-profile-page')),
          },
          {
            path: paths.changePassword,
            ...clientPage(
              './routes/accounts/change-password-page',
              () => import('./routes/accounts/change-password-page'),
            ),
          },
          {
            // The submitted nomination (issue 17): its labels are the nomination forms' texts.
            path: paths.myApplication,
            ...clientPage(
              './routes/dashboard/my-application-page',
              () => import('./routes/dashboard/my-application-page'),
              ['dashboard', 'nominations'],
            ),
          },
        ],
      },
      {
        path: paths.domesticApplication,
        ...clientPage(
          './routes/nominations/domestic-application-page',
          () => import('./routes/nominations/domestic-application-page'),
          ['nominations', 'courses', 'forms'],
        ),
      },
      {
        path: paths.internationalApplication,
        ...clientPage(
          './routes/nominations/international-application-page',
          () => import('./routes/nominations/international-application-page'),
          ['nominations', 'courses', 'forms'],
        ),
      },
    ],
  },

  {
    path: paths.verifyCertificate,
    ...clientPage(
      './routes/certificates/verify-certificate-page',
      () => import('./routes/certificates/verify-certificate-page'),
    ),
  },
  {
    path: paths.verifyCertificateForm,
    ...clientPage(
      './routes/certificates/verify-certificate-page',
      () => import('./routes/certificates/verify-certificate-page'),
    ),
  },
  // The back office: the entry checks the role before the back-office code is loaded.
  {
    path: `${paths.admin}/*`,
    ...clientPage('./routes/admin/admin-entry-page', () => import('./routes/admin/admin-entry-page')),
  },
];
