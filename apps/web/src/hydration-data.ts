import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/** The id of the `<script type="application/json">` that carries a server-rendered page's router data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** What a server-rendered page carries for hydration: the router's data and the ids of the routes it matched. */
export type ServedRouterData = HydrationState & {
  /** The matched routes' ids, outermost first: the browser finds its route objects by them without matching. */
  matchedRouteIds?: string[];
};

/**
 * The router data the server rendered the page with, or undefined for a client-rendered page (the shell).
 * It comes as JSON in a non-executed script element: the CSP allows no inline script.
 */
export function readHydrationData(doc: Document = document): ServedRouterData | undefined {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServedRouterData;
  } catch {
    return undefined;
  }
}

/**
 * The route objects of `ids` (outermost first), each a child of the one before, under React Router's ids: a route's
 * own `id`, else its place in the tree ('0-0-3'). Undefined when one is missing (a page built by another release).
 */
export function routesByIds(routes: readonly RouteObject[], ids: readonly string[]): RouteObject[] | undefined {
  const found: RouteObject[] = [];
  let level: readonly RouteObject[] = routes;
  let treePath: string[] = [];
  for (const id of ids) {
    const index = level.findIndex((route, i) => (route.id ?? [...treePath, String(i)].join('-')) === id);
    const route = level[index];
    if (!route) return undefined;
    found.push(route);
    treePath = [...treePath, String(index)];
    level = route.children ?? [];
  }
  return found;
}

/**
 * Loads the lazy route modules of the page's routes into the route objects, so the first render in the browser has
 * the same components as the server's and hydration matches (React Router: "Lazy routes and hydration"). The routes
 * are the server's matches when it named them (ranking every route to match the address again costs a slow phone
 * about 50 ms, issue 13), else those matching `location`.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: string,
  matchedRouteIds?: readonly string[],
): Promise<void> {
  const matched =
    (matchedRouteIds && routesByIds(routes, matchedRouteIds)) ??
    (matchRoutes(routes, location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
