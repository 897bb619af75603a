import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { SHELL_ROUTE_ID } from './page-head';
import { publicRoutes, startingRoutes } from './router';

const shellPages = () => publicRoutes[0]?.children?.[0]?.children ?? [];

/** The ids React Router gives the root, the shell and the page at `path` (a page's is its place: '0-0-3'). */
function idsOf(path: string): string[] {
  const index = shellPages().findIndex((route) => route.path === path);
  if (index < 0) throw new Error(`no page at ${path}`);
  return ['root', SHELL_ROUTE_ID, `0-0-${index}`];
}

describe("a server-rendered page's starting routes (issue 13)", () => {
  it("are the root, the shell and the page, the shell's other pages left for the first navigation", () => {
    const pageCount = shellPages().length;
    const start = startingRoutes(publicRoutes, idsOf(paths.aboutUs));
    if (!start) throw new Error('expected starting routes');
    const [root] = start.routes;
    expect(root?.id).toBe('root');
    expect(root?.children?.map((route) => route.id)).toEqual([SHELL_ROUTE_ID]);
    expect(root?.children?.[0]?.children?.map((route) => route.path)).toEqual([paths.aboutUs]);
    expect(start.leftOut).toHaveLength(pageCount - 1);
    expect(start.leftOut.map((route) => route.path)).not.toContain(paths.aboutUs);
    expect(start.leftOut.map((route) => route.path)).toContain(paths.home);
    // The whole tree stays as it was, for a client-rendered start and for the server.
    expect(shellPages()).toHaveLength(pageCount);
  });

  it('are the whole tree when the ids do not name a page of the shell', () => {
    expect(startingRoutes(publicRoutes, ['root', SHELL_ROUTE_ID])).toBeUndefined();
    expect(startingRoutes(publicRoutes, ['root', SHELL_ROUTE_ID, '0-0-999'])).toBeUndefined();
    expect(startingRoutes(publicRoutes, ['root'])).toBeUndefined();
    expect(startingRoutes(publicRoutes, [])).toBeUndefined();
  });
});
