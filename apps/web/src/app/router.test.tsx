import { MESSAGES } from '@iiidem/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-load';
import { PAGE_TITLES } from '../page-titles';
import { buildPath, paths } from '../paths';
import { renderRoute } from '../test/render-route';
import { answerUserDetails } from '../test/user-details';
import { appRoutes } from './app-routes';

/** A held token whose user details arrive (a failing call would end the session, spec 1 §4). */
function signIn() {
  answerUserDetails('applicant');
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', '2');
}

function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('routing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the home page titled 'Home | IIIDEM'", async () => {
    renderRoute(paths.home);
    await findHeading('India International Institute of Democracy and Election Management');
    await waitFor(() => expect(document.title).toBe('Home | IIIDEM'));
  });

  it("titles pages '{page} | IIIDEM' and shows the breadcrumb Home > page", async () => {
    renderRoute(paths.aboutUs);
    await findHeading('About Us');
    expect(document.title).toBe('About Us | IIIDEM');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeAbout Us');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('registers every public path of the route table with its own page', async () => {
    const publicPages = [
      paths.contactUs,
      paths.directors,
      paths.cecEc,
      paths.screenReaderAccess,
      paths.siteMap,
      paths.privacyPolicy,
      paths.missionVisionGoal,
      paths.mouPartners,
      paths.consultants,
      paths.alumni,
      paths.campusAndFacilities,
      paths.officers,
      paths.academicAffairs,
      paths.centreForNationalTraining,
      paths.centreForInternationalTraining,
      paths.trainingPrograms,
      paths.directorGeneral,
      paths.latestNewsUpdate,
      paths.virtualGallery,
      paths.trainingCalendar,
      paths.signup,
      paths.previewDomesticForm,
      paths.ourTrainingAndPrograms,
      paths.courses,
      paths.photosAndVideosGallery,
      paths.faculty,
      paths.ourAlumni,
      paths.iiidemAlumni,
      paths.vacancies,
      paths.forgetPassword,
      paths.webinar,
      buildPath(paths.detailPage, { id: 1 }),
      buildPath(paths.courseDetails, { id: 7 }),
      buildPath(paths.trainingDetails, { id: 3 }),
      buildPath(paths.programsByGroup, { id: 3 }),
    ];
    for (const path of publicPages) {
      const { router, unmount } = renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path);
      expect(document.title).toMatch(/ \| IIIDEM$/);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  }, 30_000);

  it('matches the webinar path with its colon literally', async () => {
    const { router } = renderRoute('/innovative-electoral-practices:stories-from-the-field');
    await findHeading('Innovative Electoral Practices: Stories from the Field');
    expect(router.state.location.pathname).toBe('/innovative-electoral-practices:stories-from-the-field');
    await waitFor(() => expect(document.title).toBe('Innovative Electoral Practices: Stories from the Field | IIIDEM'));
  });

  it('does not treat the part after the colon as a parameter', async () => {
    const { router } = renderRoute('/innovative-electoral-practices:something-else');
    await findHeading('Ooops!!! The page you are looking for is not found');
    expect(router.state.location.pathname).toBe('/error');
  });

  it("sends unknown paths to /error with 'Ooops!!! The page you are looking for is not found' and 'Back to home'", async () => {
    const { router } = renderRoute('/no/such/page');
    await findHeading('Ooops!!! The page you are looking for is not found');
    expect(router.state.location.pathname).toBe('/error');
    expect(MESSAGES.notFound).toBe('Ooops!!! The page you are looking for is not found');
    const backHome = screen.getByRole('link', { name: 'Back to home' });
    expect(backHome).toHaveAttribute('href', '/');
    // Replaced, not pushed: Back does not return to the unknown address.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("titles programs-by-group lists by their group, with 'Tender & Miscellaneous' as the fallback", async () => {
    const { unmount } = renderRoute(buildPath(paths.programsByGroup, { id: 1 }));
    await findHeading('On Going Training Program');
    unmount();
    renderRoute(buildPath(paths.programsByGroup, { id: 99 }));
    await findHeading('Tender & Miscellaneous');
    expect(document.title).toBe('Tender & Miscellaneous | IIIDEM');
  });

  it('redirects /login to /iiidem-login', async () => {
    const { router } = renderRoute(paths.legacyLogin);
    await findHeading('Login');
    expect(router.state.location.pathname).toBe('/iiidem-login');
  });
});

describe('session guard', () => {
  const protectedPaths = [
    ['/dashboard', 'My Courses'],
    ['/edit-profile', PAGE_TITLES.editProfile],
    ['/change-password', PAGE_TITLES.changePassword],
    ['/domestic-application/5', PAGE_TITLES.domesticApplication],
    ['/international-application/5', PAGE_TITLES.internationalApplication],
  ] as const;

  it.each(protectedPaths)('sends a visitor without accessToken from %s to /iiidem-login', async (path) => {
    const { router } = renderRoute(path);
    await findHeading('Login');
    expect(router.state.location.pathname).toBe('/iiidem-login');
  });

  it.each(protectedPaths)('shows %s to a visitor holding accessToken', async (path, heading) => {
    signIn();
    const { router } = renderRoute(path);
    await findHeading(heading);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/iiidem-login', '/iiidem-otp'])('sends a signed-in visitor from %s to /dashboard', async (path) => {
    signIn();
    const { router } = renderRoute(path);
    await findHeading('My Courses');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('leaves the protected page for /iiidem-login when the token disappears', async () => {
    signIn();
    const { router } = renderRoute(paths.dashboard);
    await findHeading('My Courses');
    act(() => {
      window.localStorage.removeItem('accessToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'test-token', newValue: null }));
    });
    await findHeading('Login');
    expect(router.state.location.pathname).toBe('/iiidem-login');
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('render errors', () => {
  /** The app's route tree with a page that throws while rendering. */
  function routesWithBrokenPage(): RouteObject[] {
    const root = appRoutes[0];
    const pages = root?.children?.[0];
    if (!root || root.index || !pages || pages.index || !pages.children) throw new Error('unexpected route tree');
    const brokenPage: RouteObject = { path: '/broken', Component: Broken };
    return [{ ...root, children: [{ ...pages, children: [brokenPage, ...pages.children] }] }];
  }

  it("shows 'Unexpected Application Error!' inside the shell with a way home", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/broken', routesWithBrokenPage());
    await findHeading('Unexpected Application Error!');
    expect(MESSAGES.unexpectedError).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The shell is still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Error | IIIDEM');
  });

  it("shows 'Loading chunk {n} failed', not 'Unexpected Application Error!', when a page's script chunk fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = appRoutes[0];
    const pages = root?.children?.[0];
    if (!root || root.index || !pages || pages.index || !pages.children) throw new Error('unexpected route tree');
    const unloadable: RouteObject = {
      path: '/unloadable',
      lazy: () =>
        loadChunk('course-details-page', () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        ),
    };
    renderRoute('/unloadable', [{ ...root, children: [{ ...pages, children: [unloadable, ...pages.children] }] }]);
    await findHeading('Loading chunk course-details-page failed');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load the page again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' on a bare page when the shell itself fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = appRoutes[0];
    if (!root || root.index) throw new Error('unexpected route tree');
    renderRoute(paths.home, [{ ...root, Component: Broken }]);
    await findHeading('Unexpected Application Error!');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('navigation', () => {
  it('scrolls the window to the top on every route change and focuses the main content', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute(paths.home);
    await findHeading('India International Institute of Democracy and Election Management');
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await findHeading('Privacy Policy');
    // The shell resets the view in an effect of the commit that shows the new page: React runs it just after.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
