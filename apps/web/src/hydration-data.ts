import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/** The id of the `<script type="application/json">` that carries a server-rendered page's router data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/**
 * The router data the server rendered the page with, or undefined for a client-rendered page (the shell).
 * It comes as JSON in a non-executed script element: the CSP allows no inline script.
 */
export function readHydrationData(doc: Document = document): HydrationState | undefined {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

/**
 * Loads the lazy route modules of the routes matching `location` into the route objects, so the first
 * render in the browser has the same components as the server's and hydration matches (React Router:
 * "Lazy routes and hydration").
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
