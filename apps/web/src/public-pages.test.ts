import {
  COURSE_DETAILS_PATH,
  PUBLIC_PAGE_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  STAFF_PAGE_PATH,
  TRAINING_DETAILS_PATH,
  UNLISTED_PAGE_PATHS,
} from '@iiidem/shared/site/public-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/app-routes';
import { SESSION_ROUTE_ID } from './app/applicant-routes';
import { paths } from './paths';

type RoutePath = { path: string; signedIn: boolean };

/** Every route path of the router, with whether it sits behind the session guard. */
function collectRoutePaths(routes: RouteObject[], signedIn = false): RoutePath[] {
  return routes.flatMap((route) => {
    const guarded = signedIn || route.id === SESSION_ROUTE_ID;
    const own = route.path === undefined ? [] : [{ path: route.path, signedIn: guarded }];
    return [...own, ...collectRoutePaths(route.children ?? [], guarded)];
  });
}

/** A `:name` parameter after a "/" (a colon inside a segment is literal, as in the webinar's path) or a splat. */
const hasParameter = (path: string) => /\/:|\*/.test(path);

const routePaths = collectRoutePaths(appRoutes);
const publicPlainPaths = routePaths.filter((route) => !route.signedIn && !hasParameter(route.path)).map((r) => r.path);

describe('the public page list of robots.txt and sitemap.xml (packages/shared site/public-pages.ts)', () => {
  it('holds every public route without a parameter, listed or deliberately unlisted', () => {
    expect(publicPlainPaths).toContain(paths.aboutUs);
    const known = new Set<string>([...PUBLIC_PAGE_PATHS, ...UNLISTED_PAGE_PATHS]);
    expect(publicPlainPaths.filter((path) => !known.has(path))).toEqual([]);
  });

  it('names only public routes of the router', () => {
    const listed = [...PUBLIC_PAGE_PATHS, ...UNLISTED_PAGE_PATHS];
    expect(listed.filter((path) => !publicPlainPaths.includes(path))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('spells the course, training and staff page addresses as the router does', () => {
    expect(COURSE_DETAILS_PATH).toBe(paths.courseDetails);
    expect(TRAINING_DETAILS_PATH).toBe(paths.trainingDetails);
    expect(STAFF_PAGE_PATH).toBe(paths.staffPage);
    const all = routePaths.map((route) => route.path);
    expect(all).toContain(COURSE_DETAILS_PATH);
    expect(all).toContain(TRAINING_DETAILS_PATH);
    expect(all).toContain(STAFF_PAGE_PATH);
  });

  it('keeps crawlers out of every signed-in page and the back office', () => {
    const covered = (path: string) =>
      ROBOTS_DISALLOWED_PATHS.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
    const privatePaths = [
      ...routePaths.filter((route) => route.signedIn).map((route) => route.path.replace(/\/:.*$/, '/')),
      `${paths.admin}/`,
    ];
    expect(privatePaths.length).toBeGreaterThan(4);
    expect(privatePaths.filter((path) => !covered(path))).toEqual([]);
  });
});
