import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { FreshSwr } from '../test/mock-api';
import { applicantRoutes } from './applicant-routes';
import { discoverApplicantRoutes, isApplicantPath, publicRoutes } from './router';

/** Every path below `routes`, with its parameters filled in ('/domestic-application/:id' -> '.../7'). */
function samplePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path.replace(/:[^/]+/g, '7').replace(/\*$/, 'users')] : []),
    ...samplePaths(route.children ?? []),
  ]);
}

/** The browser's start: the public routes only, adding the applicant area's on the first navigation that needs them. */
function renderBrowserRoutes(path: string) {
  const router = createMemoryRouter(publicRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverApplicantRoutes,
  });
  render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return router;
}

describe("the applicant area's routes (issue 13: not in a public page's download)", () => {
  it('are all named in APPLICANT_PATHS, which names no public page', () => {
    const applicant = samplePaths(applicantRoutes);
    expect(applicant.length).toBeGreaterThan(10);
    for (const path of applicant) expect(isApplicantPath(path), path).toBe(true);
    for (const path of samplePaths(publicRoutes).filter((path) => path !== '/users')) {
      expect(isApplicantPath(path), path).toBe(false);
    }
  });

  it('are added when the browser opens one of their addresses first', async () => {
    const router = renderBrowserRoutes(paths.login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('are added on the first link to one of them from a public page', async () => {
    const user = userEvent.setup();
    const router = renderBrowserRoutes(paths.siteMap);
    await screen.findByRole('heading', { level: 1, name: 'Site Map' });
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('leave an unknown address to the catch-all route, which goes to /error', async () => {
    const router = renderBrowserRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found|Ooops/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.error);
  });
});
