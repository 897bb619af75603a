import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { appRoutes } from '../app/app-routes';
import { FreshSwr } from './mock-api';

/**
 * Renders the whole app (shell and routes) at `path`, in memory, on a fresh SWR cache. Returns the router to inspect its location.
 * RouterProvider comes from 'react-router' (not 'react-router/dom') so that, under Node's module resolution,
 * it shares one copy of the router context with the app's hooks.
 */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return { router, ...view };
}
