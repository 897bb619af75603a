import { Trans } from '@lingui/react/macro';
import {
  createBrowserRouter,
  type HydrationState,
  matchPath,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { routesByIds } from '../hydration-data';
import { loadChunk } from '../lib/chunk-load';
import { paths } from '../paths';
import { RootLayout } from './layout/root-layout';
import { SHELL_ROUTE_ID, UNKNOWN_PATH_ROUTE_ID } from './page-head';
import { clientPage, publicPage, sitePage } from './route-pages';
import { RootErrorBoundary, UnexpectedErrorPage } from './routes/errors/unexpected-error-page';

/** Shown inside the shell while the first page's chunk loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * The route tree of the public pages. With the applicant area's (applicant-routes.tsx, added in the browser when
 * first needed, and from the start on the server: app-routes.ts), every path of spec 2's full route table is
 * registered, using the names in paths.ts. To fill in a page, edit its module under ./routes; to add one, add its
 * path to paths.ts, its title to page-titles.ts and an entry below (or in applicant-routes.tsx and APPLICANT_PATHS).
 */
export const publicRoutes: RouteObject[] = [
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
            { areas: ['programmes'] },
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
            { areas: ['programmes', 'trainings'], data: 'trainings' },
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

          publicPage('error', './routes/errors/not-found-page', () => import('./routes/errors/not-found-page'), {
            status: 404,
          }),
          { id: UNKNOWN_PATH_ROUTE_ID, path: '*', element: <Navigate to={paths.error} replace /> },
        ],
      },
    ],
  },
];

/** The paths of applicant-routes.tsx: a navigation to one of them first adds those routes (applicant-routes.test.ts). */
export const APPLICANT_PATHS: readonly string[] = [
  paths.login,
  paths.otp,
  paths.signup,
  paths.forgetPassword,
  paths.previewDomesticForm,
  paths.legacyLogin,
  paths.dashboard,
  paths.editProfile,
  paths.changePassword,
  paths.myApplication,
  paths.domesticApplication,
  paths.internationalApplication,
  paths.verifyCertificate,
  paths.verifyCertificateForm,
  `${paths.admin}/*`,
];

export function isApplicantPath(pathname: string): boolean {
  return APPLICANT_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * React Router's lazy route discovery: asked before a navigation to an address that matches no route, or only one
 * with parameters, it adds the applicant area's routes when the address is one of theirs.
 */
export const discoverApplicantRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isApplicantPath(path.split(/[?#]/, 1)[0] ?? path)) return;
  const { applicantRoutes } = await loadChunk('applicant-routes', () => import('./applicant-routes'));
  patch(SHELL_ROUTE_ID, applicantRoutes);
};

/**
 * The routes a server-rendered page's router starts with: the page's own, under the root and the shell, and the
 * shell's other pages left out, for the first navigation to add (issue 13: the router ranks and matches every route
 * it starts with, 80-150 ms of a slow phone's main thread with all of them). Undefined when the ids the server
 * matched are not the root's, the shell's and a page's (the whole tree is used then).
 */
export function startingRoutes(
  routes: RouteObject[],
  matchedRouteIds: readonly string[],
): { routes: RouteObject[]; leftOut: RouteObject[] } | undefined {
  const [root, shell, page, ...deeper] = routesByIds(routes, matchedRouteIds) ?? [];
  if (!root || shell?.id !== SHELL_ROUTE_ID || !page || deeper.length > 0) return undefined;
  const prunedShell = withChildren(shell, [page]);
  return {
    routes: routes.map((route) =>
      route === root
        ? withChildren(root, root.children?.map((child) => (child === shell ? prunedShell : child)) ?? [])
        : route,
    ),
    leftOut: shell.children?.filter((child) => child !== page) ?? [],
  };
}

/** A copy of `route` with other children (an index route has none). */
function withChildren(route: RouteObject, children: RouteObject[]): RouteObject {
  return route.index ? route : { ...route, children };
}

/** What a server-rendered page gives the browser's router: its data and the ids of the routes the server matched. */
export type ServedRouterStart = { state: HydrationState; matchedRouteIds?: readonly string[] };

/**
 * The browser's router; `served` when the page came server-rendered (see start-app.tsx): it starts with the page's
 * routes only and adds the other public pages' on the first navigation, the applicant area's when first needed.
 */
export function createAppRouter(served?: ServedRouterStart) {
  const start = served?.matchedRouteIds ? startingRoutes(publicRoutes, served.matchedRouteIds) : undefined;
  let undiscovered = start?.leftOut ?? [];
  const discoverRoutes: PatchRoutesOnNavigationFunction = async (args) => {
    if (undiscovered.length > 0) {
      args.patch(SHELL_ROUTE_ID, undiscovered);
      undiscovered = [];
    }
    await discoverApplicantRoutes(args);
  };
  return createBrowserRouter(start?.routes ?? publicRoutes, {
    ...(served ? { hydrationData: served.state } : {}),
    patchRoutesOnNavigation: discoverRoutes,
  });
}
