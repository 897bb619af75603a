import { createStaticHandler, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readHydrationData, resolveLazyRoutes, routesByIds } from './hydration-data';

function Page() {
  return null;
}

/** A tree like the app's: named outer routes, unnamed pages (ids by place), one lazy. */
function tree(): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        {
          id: 'pages',
          children: [
            { path: '/' },
            { path: '/about-us', lazy: async () => ({ Component: Page }) },
            { path: '/courses', children: [{ path: ':id' }] },
            { id: 'unknown', path: '*' },
          ],
        },
      ],
    },
  ];
}

describe('routesByIds', () => {
  it('finds routes by the ids React Router gives them: their own, else their place in the tree', async () => {
    const routes = tree();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/courses/7'));
    if (context instanceof Response) throw new Error('expected a match');
    const ids = context.matches.map(({ route }) => route.id);
    expect(ids).toEqual(['root', 'pages', '0-0-2', '0-0-2-0']);
    const pages = routes[0]?.children?.[0]?.children ?? [];
    expect(routesByIds(routes, ids)).toEqual([routes[0], routes[0]?.children?.[0], pages[2], pages[2]?.children?.[0]]);
    expect(routesByIds(routes, ['root', 'pages', 'unknown'])).toEqual([routes[0], routes[0]?.children?.[0], pages[3]]);
  });

  it('answers undefined when an id is missing (a page rendered by another release)', () => {
    expect(routesByIds(tree(), ['root', 'pages', '0-0-9'])).toBeUndefined();
    expect(routesByIds(tree(), ['pages'])).toBeUndefined();
  });
});

describe('resolveLazyRoutes', () => {
  it('loads the lazy module of the routes the server named, and by the address when it named none', async () => {
    const byIds = tree();
    await resolveLazyRoutes(byIds, '/', ['root', 'pages', '0-0-1']);
    const aboutById = byIds[0]?.children?.[0]?.children?.[1];
    expect(aboutById?.Component).toBe(Page);
    expect(aboutById?.lazy).toBeUndefined();

    const byAddress = tree();
    await resolveLazyRoutes(byAddress, '/about-us');
    expect(byAddress[0]?.children?.[0]?.children?.[1]?.Component).toBe(Page);

    const stale = tree();
    await resolveLazyRoutes(stale, '/about-us', ['root', 'pages', '0-0-9']);
    expect(stale[0]?.children?.[0]?.children?.[1]?.Component).toBe(Page);
  });
});

describe('readHydrationData', () => {
  it('reads the JSON the server wrote, and nothing from a page without it or with broken JSON', () => {
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{"loaderData":{},"matchedRouteIds":["root"]}</script>`;
    expect(readHydrationData(document)).toEqual({ loaderData: {}, matchedRouteIds: ['root'] });
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{</script>`;
    expect(readHydrationData(document)).toBeUndefined();
    document.body.innerHTML = '';
    expect(readHydrationData(document)).toBeUndefined();
  });
});
