import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../paths';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layout/root-layout';
import { RootErrorBoundary, UnexpectedErrorPage } from './routes/errors/unexpected-error-page';

type PageModule = { default: ComponentType };

/** A route's page, loaded on first visit: each page is its own chunk, so the first load stays small. */
function page(load: () => Promise<PageModule>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

/** Shown inside the shell while the first page's chunk loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}

/**
 * The route tree. Every path of spec 2's full route table is registered here, using the names in paths.ts.
 * To fill in a page, edit its module under ./routes; to add one, add its path to paths.ts, its title to
 * page-titles.ts and an entry below.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Errors in the shell itself; page errors are caught below, inside the shell.
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'pages',
        ErrorBoundary: UnexpectedErrorPage,
        HydrateFallback: PageLoading,
        children: [
          { path: paths.home, lazy: page(() => import('./routes/home/home-page')) },

          // Institute
          { path: paths.aboutUs, lazy: page(() => import('./routes/institute/about-us-page')) },
          { path: paths.contactUs, lazy: page(() => import('./routes/institute/contact-us-page')) },
          { path: paths.missionVisionGoal, lazy: page(() => import('./routes/institute/mission-vision-goal-page')) },
          { path: paths.mouPartners, lazy: page(() => import('./routes/institute/mou-partners-page')) },
          {
            path: paths.campusAndFacilities,
            lazy: page(() => import('./routes/institute/campus-and-facilities-page')),
          },
          { path: paths.academicAffairs, lazy: page(() => import('./routes/institute/academic-affairs-page')) },
          {
            path: paths.centreForNationalTraining,
            lazy: page(() => import('./routes/institute/centre-for-national-training-page')),
          },
          {
            path: paths.centreForInternationalTraining,
            lazy: page(() => import('./routes/institute/centre-for-international-training-page')),
          },

          // Who's who
          { path: paths.directors, lazy: page(() => import('./routes/people/directors-page')) },
          { path: paths.cecEc, lazy: page(() => import('./routes/people/cec-ec-page')) },
          { path: paths.consultants, lazy: page(() => import('./routes/people/consultants-page')) },
          { path: paths.officers, lazy: page(() => import('./routes/people/officers-page')) },
          { path: paths.directorGeneral, lazy: page(() => import('./routes/people/director-general-page')) },
          { path: paths.faculty, lazy: page(() => import('./routes/people/faculty-page')) },
          { path: paths.alumni, lazy: page(() => import('./routes/people/alumni-page')) },
          { path: paths.ourAlumni, lazy: page(() => import('./routes/people/our-alumni-page')) },
          { path: paths.iiidemAlumni, lazy: page(() => import('./routes/people/iiidem-alumni-page')) },

          // Site information
          { path: paths.screenReaderAccess, lazy: page(() => import('./routes/site-info/screen-reader-access-page')) },
          { path: paths.siteMap, lazy: page(() => import('./routes/site-info/site-map-page')) },
          { path: paths.privacyPolicy, lazy: page(() => import('./routes/site-info/privacy-policy-page')) },

          // Courses, trainings, news, media, vacancies
          { path: paths.trainingPrograms, lazy: page(() => import('./routes/courses/training-programs-page')) },
          { path: paths.trainingCalendar, lazy: page(() => import('./routes/courses/training-calendar-page')) },
          {
            path: paths.ourTrainingAndPrograms,
            lazy: page(() => import('./routes/courses/our-training-and-programs-page')),
          },
          { path: paths.courses, lazy: page(() => import('./routes/courses/course-list-page')) },
          { path: paths.courseDetails, lazy: page(() => import('./routes/courses/course-details-page')) },
          { path: paths.programsByGroup, lazy: page(() => import('./routes/courses/programs-by-group-page')) },
          { path: paths.detailPage, lazy: page(() => import('./routes/courses/detail-list-page')) },
          { path: paths.trainingDetails, lazy: page(() => import('./routes/trainings/training-details-page')) },
          { path: paths.latestNewsUpdate, lazy: page(() => import('./routes/news/latest-news-update-page')) },
          { path: paths.virtualGallery, lazy: page(() => import('./routes/gallery/virtual-gallery-page')) },
          {
            path: paths.photosAndVideosGallery,
            lazy: page(() => import('./routes/gallery/photos-and-videos-gallery-page')),
          },
          { path: paths.vacancies, lazy: page(() => import('./routes/vacancies/vacancies-page')) },
          { path: paths.webinar, lazy: page(() => import('./routes/webinar/webinar-page')) },

          // Accounts
          {
            Component: RedirectIfSignedIn,
            children: [
              { path: paths.login, lazy: page(() => import('./routes/accounts/login-page')) },
              { path: paths.otp, lazy: page(() => import('./routes/accounts/otp-page')) },
            ],
          },
          { path: paths.signup, lazy: page(() => import('./routes/accounts/signup-page')) },
          { path: paths.forgetPassword, lazy: page(() => import('./routes/accounts/forget-password-page')) },
          {
            path: paths.previewDomesticForm,
            lazy: page(() => import('./routes/nominations/preview-domestic-form-page')),
          },
          { path: paths.legacyLogin, element: <Navigate to={paths.login} replace /> },

          // Protected group (spec 2 §2)
          {
            Component: RequireSession,
            children: [
              {
                // The dashboard side panel (photo, name, e-mail, links) around these three pages.
                lazy: async () => ({
                  Component: (await import('../features/accounts/dashboard-layout')).DashboardLayout,
                }),
                children: [
                  { path: paths.dashboard, lazy: page(() => import('./routes/dashboard/dashboard-page')) },
                  { path: paths.editProfile, lazy: page(() => import('./routes/accounts/edit-profile-page')) },
                  {
                    path: paths.changePassword,
                    lazy: page(() => import('./routes/accounts/change-password-page')),
                  },
                ],
              },
              {
                path: paths.domesticApplication,
                lazy: page(() => import('./routes/nominations/domestic-application-page')),
              },
              {
                path: paths.internationalApplication,
                lazy: page(() => import('./routes/nominations/international-application-page')),
              },
            ],
          },

          {
            path: paths.verifyCertificate,
            lazy: page(() => import('./routes/certificates/verify-certificate-page')),
          },
          // The back office: the entry checks the role before the back-office code is loaded.
          { path: `${paths.admin}/*`, lazy: page(() => import('./routes/admin/admin-entry-page')) },

          { path: paths.error, lazy: page(() => import('./routes/errors/not-found-page')) },
          { path: '*', element: <Navigate to={paths.error} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
