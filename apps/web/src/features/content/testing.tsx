import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../../app/app-routes';
import { FreshSwr } from '../../test/mock-api';

/**
 * Renders the whole app at `pathname` with a navigation `state`, as a Menu or site-map link would arrive,
 * with a fresh SWR cache (so no answer leaks from one test into the next).
 * (src/test/render-route.tsx takes a path only.)
 */
export function renderRouteWithState(pathname: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname, state }] });
  const view = render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return { router, ...view };
}
