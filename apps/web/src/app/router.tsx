import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  Navigate,
  type RouteObject,
} from 'react-router';
import { type CatalogArea, loadCatalogs } from '../lib/i18n/catalogs';
import { currentLanguage } from '../lib/i18n/language';
import type { PageKey } from '../page-titles';
import { paths } from '../paths';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layout/root-layout';
import { pageLoaders, unknownPathLoader } from './page-data';
import type { PageHandle, PublicPageHandle } from './page-head';
import { RootErrorBoundary, UnexpectedErrorPage } from './routes/errors/unexpected-error-page';

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the first load stays small. Its texts
 * come with it: the catalogues of its `areas` in the active language (lingui.config.ts), loaded alongside.
 */
function page(load: () => Promise<PageModule>, areas: readonly CatalogArea[]): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogs(currentLanguage(), areas)]);
    return { Component: module.default };
  };
}

/**
 * A public page, server-rendered (issue 13): its handle names it (title and description of its <head>);
 * a data page also has the loader that reads its data on the server.
 */
function publicPage(
  key: Exclude<PageKey, 'applicationError'>,
  /** The page module's path, as in `load`: the server links its CSS and preloads its code from the build manifest. */
  modulePath: `./routes/${string}`,
  load: () => Promise<PageModule>,
  extra: { loader?: LoaderFunction; status?: number; areas?: readonly CatalogArea[] } = {},
): RouteObject {
  const areas = extra.areas ?? areasOfRouteModule(modulePath);
  const handle: PublicPageHandle = {
    page: key,
    module: `src/app/${modulePath.slice(2)}.tsx`,
    areas,
    ...(extra.status ? { status: extra.status } : {}),
  };
  return { path: paths[key], lazy: page(load, areas), handle, ...(extra.loader ? { loader: extra.loader } : {}) };
}

/** Which route folders' texts live in an area of another name (lingui.config.ts); errors are the shell's. */
const AREA_OF_ROUTE_FOLDER: Record<string, readonly CatalogArea[]> = {
  people: ['institute'],
  'site-info': ['institute'],
  webinar: ['institute'],
  errors: [],
  // Pages with forms also load the form kit's texts.
  accounts: ['accounts', 'forms'],
  nominations: ['nominations', 'forms'],
  certificates: ['certificates', 'forms'],
  admin: ['forms'],
};

/** A route module's catalogue areas, by its folder: './routes/courses/x' -> ['courses']. */
function areasOfRouteModule(modulePath: string): readonly CatalogArea[] {
  const folder = modulePath.split('/')[2] ?? '';
  return AREA_OF_ROUTE_FOLDER[folder] ?? [folder as CatalogArea];
}

/** An applicant-area or other client-rendered page, with its catalogue areas (by default, its folder's). */
function clientPage(
  modulePath: `./routes/${string}`,
  load: () => Promise<PageModule>,
  areas: readonly CatalogArea[] = areasOfRouteModule(modulePath),
): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { module: `src/app/${modulePath.slice(2)}.tsx`, areas };
  return { lazy: page(load, areas), handle };
}

/** Shown inside the shell while the first page's chunk loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      <Trans>Loading…</Trans>
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
          publicPage('home', './routes/home/home-page', () => import('./routes/home/home-page'), {
            areas: ['home', 'news'],
            loader: pageLoaders.home,
          }),

          // Institute
          publicPage('aboutUs', './routes/institute/about-us-page', () => import('./routes/institute/about-us-page')),
          publicPage(
            'contactUs',
            './routes/institute/contact-us-page',
            () => import('./routes/institute/contact-us-page'),
          ),
          publicPage(
            'missionVisionGoal',
            './routes/institute/mission-vision-goal-page',
            () => import('./routes/institute/mission-vision-goal-page'),
          ),
          publicPage(
            'mouPartners',
            './routes/institute/mou-partners-page',
            () => import('./routes/institute/mou-partners-page'),
          ),
          publicPage(
            'campusAndFacilities',
            './routes/institute/campus-and-facilities-page',
            () => import('./routes/institute/campus-and-facilities-page'),
          ),
          publicPage(
            'academicAffairs',
            './routes/institute/academic-affairs-page',
            () => import('./routes/institute/academic-affairs-page'),
          ),
          publicPage(
            'centreForNationalTraining',
            './routes/institute/centre-for-national-training-page',
            () => import('./routes/institute/centre-for-national-training-page'),
          ),
          publicPage(
            'centreForInternationalTraining',
            './routes/institute/centre-for-international-training-page',
            () => import('./routes/institute/centre-for-international-training-page'),
          ),

          // Who's who
          publicPage('directors', './routes/people/directors-page', () => import('./routes/people/directors-page')),
          publicPage('cecEc', './routes/people/cec-ec-page', () => import('./routes/people/cec-ec-page')),
          publicPage(
            'consultants',
            './routes/people/consultants-page',
            () => import('./routes/people/consultants-page'),
          ),
          publicPage('officers', './routes/people/officers-page', () => import('./routes/people/officers-page')),
          publicPage(
            'directorGeneral',
            './routes/people/director-general-page',
            () => import('./routes/people/director-general-page'),
          ),
          publicPage('faculty', './routes/people/faculty-page', () => import('./routes/people/faculty-page')),
          publicPage('alumni', './routes/people/alumni-page', () => import('./routes/people/alumni-page')),
          publicPage('ourAlumni', './routes/people/our-alumni-page', () => import('./routes/people/our-alumni-page')),
          publicPage(
            'iiidemAlumni',
            './routes/people/iiidem-alumni-page',
            () => import('./routes/people/iiidem-alumni-page'),
          ),

          // Site information
          publicPage(
            'screenReaderAccess',
            './routes/site-info/screen-reader-access-page',
            () => import('./routes/site-info/screen-reader-access-page'),
          ),
          publicPage('siteMap', './routes/site-info/site-map-page', () => import('./routes/site-info/site-map-page'), {
            areas: ['institute', 'courses'],
          }),
          publicPage(
            'privacyPolicy',
            './routes/site-info/privacy-policy-page',
            () => import('./routes/site-info/privacy-policy-page'),
          ),

          // Courses, trainings, news, media, vacancies
          publicPage(
            'trainingPrograms',
            './routes/courses/training-programs-page',
            () => import('./routes/courses/training-programs-page'),
          ),
          publicPage(
            'trainingCalendar',
            './routes/courses/training-calendar-page',
            () => import('./routes/courses/training-calendar-page'),
            { areas: ['courses', 'institute'], loader: pageLoaders.trainingCalendar },
          ),
          publicPage(
            'ourTrainingAndPrograms',
            './routes/courses/our-training-and-programs-page',
            () => import('./routes/courses/our-training-and-programs-page'),
            { areas: ['courses', 'trainings'], loader: pageLoaders.trainings },
          ),
          publicPage(
            'courses',
            './routes/courses/course-list-page',
            () => import('./routes/courses/course-list-page'),
            { loader: pageLoaders.courses },
          ),
          publicPage(
            'courseDetails',
            './routes/courses/course-details-page',
            () => import('./routes/courses/course-details-page'),
            {
              loader: pageLoaders.courseDetails,
            },
          ),
          publicPage(
            'programsByGroup',
            './routes/courses/programs-by-group-page',
            () => import('./routes/courses/programs-by-group-page'),
            { areas: ['courses', 'news'], loader: pageLoaders.programsByGroup },
          ),
          publicPage(
            'detailPage',
            './routes/courses/detail-list-page',
            () => import('./routes/courses/detail-list-page'),
            { areas: ['courses', 'news'], loader: pageLoaders.programsByGroup },
          ),
          publicPage(
            'trainingDetails',
            './routes/trainings/training-details-page',
            () => import('./routes/trainings/training-details-page'),
            { areas: ['trainings', 'courses'], loader: pageLoaders.trainingDetails },
          ),
          publicPage(
            'latestNewsUpdate',
            './routes/news/latest-news-update-page',
            () => import('./routes/news/latest-news-update-page'),
            {
              loader: pageLoaders.latestNews,
            },
          ),
          publicPage(
            'virtualGallery',
            './routes/gallery/virtual-gallery-page',
            () => import('./routes/gallery/virtual-gallery-page'),
          ),
          publicPage(
            'photosAndVideosGallery',
            './routes/gallery/photos-and-videos-gallery-page',
            () => import('./routes/gallery/photos-and-videos-gallery-page'),
            {
              loader: pageLoaders.gallery,
            },
          ),
          publicPage(
            'vacancies',
            './routes/vacancies/vacancies-page',
            () => import('./routes/vacancies/vacancies-page'),
            { loader: pageLoaders.vacancies },
          ),
          publicPage('webinar', './routes/webinar/webinar-page', () => import('./routes/webinar/webinar-page')),

          // Accounts
          {
            Component: RedirectIfSignedIn,
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
            ...clientPage(
              './routes/accounts/forget-password-page',
              () => import('./routes/accounts/forget-password-page'),
            ),
          },
          {
            path: paths.previewDomesticForm,
            ...clientPage(
              './routes/nominations/preview-domestic-form-page',
              () => import('./routes/nominations/preview-domestic-form-page'),
            ),
          },
          { path: paths.legacyLogin, element: <Navigate to={paths.login} replace /> },

          // Protected group (spec 2 §2)
          {
            Component: RequireSession,
            children: [
              {
                // The dashboard side panel (photo, name, e-mail, links) around these three pages.
                lazy: async () => {
                  const [module] = await Promise.all([
                    import('../features/accounts/dashboard-layout'),
                    loadCatalogs(currentLanguage(), ['accounts', 'forms']),
                  ]);
                  return { Component: module.DashboardLayout };
                },
                children: [
                  {
                    path: paths.dashboard,
                    ...clientPage(
                      './routes/dashboard/dashboard-page',
                      () => import('./routes/dashboard/dashboard-page'),
                    ),
                  },
                  {
                    path: paths.editProfile,
                    ...clientPage(
                      './routes/accounts/edit-profile-page',
                      () => import('./routes/accounts/edit-profile-page'),
                    ),
                  },
                  {
                    path: paths.changePassword,
                    ...clientPage(
                      './routes/accounts/change-password-page',
                      () => import('./routes/accounts/change-password-page'),
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
          // The back office: the entry checks the role before the back-office code is loaded.
          {
            path: `${paths.admin}/*`,
            ...clientPage('./routes/admin/admin-entry-page', () => import('./routes/admin/admin-entry-page')),
          },

          publicPage('error', './routes/errors/not-found-page', () => import('./routes/errors/not-found-page'), {
            status: 404,
          }),
          { path: '*', loader: unknownPathLoader, element: <Navigate to={paths.error} replace /> },
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` when the page came server-rendered (see main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
