import type { RouteObject } from 'react-router';
import { applicantRoutes } from './applicant-routes';
import { SHELL_ROUTE_ID } from './page-head';
import { publicRoutes } from './router';

/** `routes` with `children` added to the route of id `parentId`. */
function withChildren(routes: readonly RouteObject[], parentId: string, children: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (route.index) return route;
    const own = route.id === parentId ? children : [];
    const nested = route.children ? withChildren(route.children, parentId, children) : undefined;
    if (!nested && own.length === 0) return route;
    return { ...route, children: [...(nested ?? []), ...own] };
  });
}

/**
 * The whole route tree: the public pages' (router.tsx) and the applicant area's (applicant-routes.tsx). The server
 * renders with it (it tells a public page from a client-rendered one and an unknown address), and the tests' memory
 * routers use it; the browser starts with the public routes and adds the others when first needed.
 */
export const appRoutes: RouteObject[] = withChildren(publicRoutes, SHELL_ROUTE_ID, applicantRoutes);
