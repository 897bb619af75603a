import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/app-routes';
import { isPublicPageHandle } from './app/page-head';

/**
 * What a public page downloads before it is usable (issue 13: a cold load within budget) is the shell's static
 * imports and its own page module's: these tests follow them (never `import()`, which loads later) and check that
 * nothing only signed-in visitors, the server or forms need comes along.
 */

const webSource = path.dirname(fileURLToPath(import.meta.url));
const sharedSource = path.resolve(webSource, '..', '..', '..', 'packages', 'shared', 'src');

function resolveFile(base: string): string | undefined {
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** A module's file, or `npm:<package>` for a package; undefined for a stylesheet or a catalogue. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (/\.(css|po)$/.test(specifier)) return undefined;
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  if (specifier.startsWith('@iiidem/shared/')) return resolveFile(path.join(sharedSource, specifier.slice(15)));
  if (specifier === '#i18n') return resolveFile(path.join(webSource, 'lib', 'i18n', 'runtime'));
  return `npm:${specifier}`;
}

/** The specifiers a module imports statically, leaving out imports of types only (they vanish from the build). */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, clause = '', specifier = ''] of source.matchAll(pattern)) {
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const names = named?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names?.every((name) => name.startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

/** Every module `entry` reaches through static imports, with the chain that first reached it. */
function staticGraph(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (file.startsWith('npm:')) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const resolved = resolveImport(file, specifier);
      if (!resolved || chains.has(resolved)) continue;
      chains.set(resolved, [...(chains.get(file) ?? []), resolved]);
      queue.push(resolved);
    }
  }
  return chains;
}

const relative = (file: string) =>
  file.startsWith('npm:') ? file : path.relative(path.join(webSource, '..', '..', '..'), file);

/** The modules of `graph` matching `pattern`, each with how it is reached. */
function found(graph: Map<string, string[]>, pattern: RegExp): string[] {
  return [...graph.entries()]
    .filter(([file]) => pattern.test(relative(file)))
    .map(([, chain]) => chain.map(relative).join(' -> '));
}

function publicPageModules(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(isPublicPageHandle(route.handle) ? [route.handle.module] : []),
    ...publicPageModules(route.children ?? []),
  ]);
}

/** What no public page's first download may hold. */
const NOT_ON_PUBLIC_PAGES =
  /^npm:(zod|embla-carousel|yet-another-react-lightbox|react-hook-form)|app\/(page-loaders|applicant-routes|app-routes)\.tsx?$|app\/guards\/|layout\/(account-menu|menu-dialog)\.tsx$|components\/session\/session-timeout-watch|leave-site-dialog|components\/form\//;

describe("a public page's first download (issue 13)", () => {
  it('the shell holds no schema, loader, applicant route, account menu, dialog or carousel engine', () => {
    const shell = staticGraph(path.join(webSource, 'main.tsx'));
    expect(shell.size).toBeGreaterThan(40);
    expect(found(shell, NOT_ON_PUBLIC_PAGES)).toEqual([]);
  });

  // The search page checks its form with the shared schema of the search (ZSearchText), as the API does.
  const modules = [...new Set(publicPageModules(appRoutes))].filter((module) => !module.endsWith('search-page.tsx'));

  it.each(modules)('%s holds none either', (module) => {
    const page = staticGraph(path.join(webSource, '..', module));
    expect(found(page, NOT_ON_PUBLIC_PAGES)).toEqual([]);
  });
});
