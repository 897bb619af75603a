import { Trans } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router';
import { chunkNameOf, loadChunk } from '../lib/chunk-load';
import { type CatalogArea, loadCatalogs } from '../lib/i18n/catalogs';
import { currentLanguage } from '../lib/i18n/language';
import type { PageKey } from '../page-titles';
import { paths } from '../paths';
import { RootLayout } from './layout/root-layout';
import { type PageHandle, type PublicPageHandle, SHELL_ROUTE_ID, UNKNOWN_PATH_ROUTE_ID } from './page-head';
import { RootErrorBoundary, UnexpectedErrorPage } from './routes/errors/unexpected-error-page';

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the first load stays small. Its texts
 * come with it: the catalogues of its `areas` in the active language (lingui.config.ts), loaded alongside.
 */
function page(
  modulePath: string,
  load: () => Promise<PageModule>,
  areas: readonly CatalogArea[],
): NonNullable<RouteObject['lazy']> {
  return async () => {
    // A chunk that fails or takes over 120 s shows 'Loading chunk {n} failed' (spec 1 §8, §9; lib/chunk-load.ts).
    const [module] = await loadChunk(chunkNameOf(modulePath), () =>
      Promise.all([load(), loadCatalogs(currentLanguage(), areas)]),
    );
    return { Component: module.default };
  };
}

/**
 * A public page, server-rendered (issue 13): its handle names it (title and description of its <head>);
 * a data page's also names the loader that reads its data on the server (`data`, page-loaders.ts).
 */
function publicPage(
  key: Exclude<PageKey, 'applicationError'>,
  /** The page module's path, as in `load`: the server links its CSS and preloads its code from the build manifest. */
  modulePath: `./routes/${string}`,
  load: () => Promise<PageModule>,
  extra: {
    data?: PublicPageHandle['data'];
    status?: number;
    areas?: readonly CatalogArea[];
    slug?: string;
    crumbs?: PublicPageHandle['crumbs'];
  } = {},
): RouteObject {
  const areas = extra.areas ?? areasOfRouteModule(modulePath);
  const handle: PublicPageHandle = {
    page: key,
    module: `src/app/${modulePath.slice(2)}.tsx`,
    areas,
    ...(extra.status ? { status: extra.status } : {}),
    ...(extra.slug ? { slug: extra.slug } : {}),
    ...(extra.crumbs ? { crumbs: extra.crumbs } : {}),
    ...(extra.data ? { data: extra.data } : {}),
  };
  return { path: paths[key], lazy: page(modulePath, load, areas), handle };
}

/**
 * A page staff edit in the back office (issue 15), at its fixed route of the spec; `slug` names it, `crumbs` are
 * the pages of its breadcrumb between Home and itself.
 */
function sitePage(
  key: Exclude<PageKey, 'applicationError'>,
  slug: string,
  crumbs?: PublicPageHandle['crumbs'],
): RouteObject {
  return publicPage(key, './routes/site-pages/site-page', () => import('./routes/site-pages/site-page'), {
    slug,
    data: { slug },
    ...(crumbs ? { crumbs } : {}),
  });
}

/** Which route folders' texts live in an area of another name (lingui.config.ts); errors are the shell's. */
const AREA_OF_ROUTE_FOLDER: Record<string, readonly CatalogArea[]> = {
  'site-info': ['institute'],
  webinar: ['institute'],
  feedback: ['feedback', 'forms'],
  'site-pages': ['institute', 'people'],
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
  return { lazy: page(modulePath, load, areas), handle };
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
        // The server's loader of this route reads the site settings the shell shows (issue 15), in every
        // server-rendered page (page-loaders.ts; SWR keeps them fresh in the browser).
        id: SHELL_ROUTE_ID,
        ErrorBoundary: UnexpectedErrorPage,
        HydrateFallback: PageLoading,
        children: [
          publicPage('home', './routes/home/home-page', () => import('./routes/home/home-page'), {
            areas: ['home', 'news', 'people'],
            data: 'home',
          }),

          // Institute
          sitePage('aboutUs', 'about-us'),
          sitePage('contactUs', 'contact-us'),
          sitePage('missionVisionGoal', 'mission-vision-goal'),
          sitePage('mouPartners', 'mou-partners', ['aboutUs']),
          sitePage('campusAndFacilities', 'campus-and-facilities', ['aboutUs']),
          sitePage('academicAffairs', 'academic-affairs', ['aboutUs']),
          sitePage('centreForNationalTraining', 'centre-for-national-training', ['aboutUs', 'academicAffairs']),
          sitePage('centreForInternationalTraining', 'centre-for-international-training', [
            'aboutUs',
            'academicAffairs',
          ]),

          // Who's who
          sitePage('directors', 'directors'),
          sitePage('cecEc', 'cec-ec'),
          sitePage('consultants', 'srconsultant-consultant'),
          sitePage('officers', 'iiidem-officers'),
          sitePage('directorGeneral', 'director-general'),
          sitePage('faculty', 'iiidem-faculty'),
          sitePage('alumni', 'alumni'),
          sitePage('ourAlumni', 'our-alumni', ['alumni']),
          sitePage('iiidemAlumni', 'iiidem-alumni', ['alumni']),

          // Site information
          sitePage('screenReaderAccess', 'screen-reader-access'),
          publicPage('siteMap', './routes/site-info/site-map-page', () => import('./routes/site-info/site-map-page'), {
            areas: ['institute', 'courses'],
            data: 'siteMap',
          }),
          sitePage('privacyPolicy', 'privacy-policy'),
          sitePage('copyrightPolicy', 'copyright-policy'),
          sitePage('hyperlinkingPolicy', 'hyperlinking-policy'),
          sitePage('termsAndConditions', 'terms-and-conditions'),
          sitePage('disclaimer', 'disclaimer'),
          sitePage('accessibilityStatement', 'accessibility-statement'),
          sitePage('help', 'help'),
          {
            path: paths.feedback,
            ...clientPage('./routes/feedback/feedback-page', () => import('./routes/feedback/feedback-page')),
          },
          publicPage('search', './routes/search/search-page', () => import('./routes/search/search-page'), {
            data: 'search',
          }),

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
            { areas: ['courses', 'institute'], data: 'trainingCalendar' },
          ),
          publicPage(
            'ourTrainingAndPrograms',
            './routes/courses/our-training-and-programs-page',
            () => import('./routes/courses/our-training-and-programs-page'),
            { areas: ['courses', 'trainings'], data: 'trainings' },
          ),
          publicPage(
            'courses',
            './routes/courses/course-list-page',
            () => import('./routes/courses/course-list-page'),
            { data: 'courses' },
          ),
          publicPage(
            'courseDetails',
            './routes/courses/course-details-page',
            () => import('./routes/courses/course-details-page'),
            {
              data: 'courseDetails',
            },
          ),
          publicPage(
            'programsByGroup',
            './routes/courses/programs-by-group-page',
            () => import('./routes/courses/programs-by-group-page'),
            { areas: ['courses', 'news'], data: 'programsByGroup' },
          ),
          publicPage(
            'detailPage',
            './routes/courses/detail-list-page',
            () => import('./routes/courses/detail-list-page'),
            { areas: ['courses', 'news'], data: 'programsByGroup' },
          ),
          publicPage('staffPage', './routes/site-pages/site-page', () => import('./routes/site-pages/site-page'), {
            data: 'staffPage',
          }),
          publicPage(
            'trainingDetails',
            './routes/trainings/training-details-page',
            () => import('./routes/trainings/training-details-page'),
            { areas: ['trainings', 'courses'], data: 'trainingDetails' },
          ),
          publicPage(
            'latestNewsUpdate',
            './routes/news/latest-news-update-page',
            () => import('./routes/news/latest-news-update-page'),
            {
              data: 'latestNews',
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
              data: 'gallery',
            },
          ),
          publicPage(
            'vacancies',
            './routes/vacancies/vacancies-page',
            () => import('./routes/vacancies/vacancies-page'),
            { data: 'vacancies' },
          ),
          // A page staff edit (issue 15) in its own frame (breadcrumb Home > current tab, spec 2 §2).
          publicPage('webinar', './routes/webinar/webinar-page', () => import('./routes/webinar/webinar-page'), {
            data: { slug: paths.webinar.slice(1) },
          }),

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

          // Protected group (spec 2 §2). The guards are loaded with the pages they guard, not with every public page.
          {
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

          publicPage('error', './routes/errors/not-found-page', () => import('./routes/errors/not-found-page'), {
            status: 404,
          }),
          { id: UNKNOWN_PATH_ROUTE_ID, path: '*', element: <Navigate to={paths.error} replace /> },
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` when the page came server-rendered (see main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
