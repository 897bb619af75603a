import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS, type CatalogArea } from '../../lingui.config';
import { appRoutes } from './app-routes';
import type { PageHandle } from './page-head';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders whose texts live in an area of another name, or in the shell (null): as in lingui.config.ts. */
const AREA_OF_FOLDER: Record<string, CatalogArea | null> = {
  'features/content': 'institute',
  'features/admin': null,
  'app/routes/people': 'institute',
  'app/routes/site-info': 'institute',
  'app/routes/webinar': 'institute',
  'app/routes/errors': null,
  'app/routes/admin': null,
};

/** Files whose texts are in the `forms` catalogue (lingui.config.ts). */
const FORM_SOURCES = /^src\/(components\/form\/|lib\/i18n\/form-texts\.ts$)/;

/** Files whose texts are in the `programmes` catalogue (lingui.config.ts). */
const PROGRAMME_SOURCES =
  /^src\/(features\/courses\/program-overview\/|app\/routes\/courses\/(our-training-and-programs|training-programs)-page\.tsx$)/;

function areaOf(file: string): CatalogArea | null {
  const relative = path.relative(webRoot, file).split(path.sep).join('/');
  if (FORM_SOURCES.test(relative)) return 'forms';
  if (PROGRAMME_SOURCES.test(relative)) return 'programmes';
  const match = /^src\/(features|app\/routes)\/([^/]+)\//.exec(relative);
  if (!match) return null;
  const folder = `${match[1]}/${match[2]}`;
  if (folder in AREA_OF_FOLDER) return AREA_OF_FOLDER[folder] ?? null;
  return (CATALOG_AREAS as readonly string[]).includes(match[2] ?? '') ? (match[2] as CatalogArea) : null;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every module a page module reaches through relative imports, lazy ones included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  // Type-only imports bring no texts.
  const source = readFileSync(file, 'utf8').replace(/(?:import|export)\s+type\s[^;]*;/g, '');
  for (const match of source.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const resolved = match[1] && !match[1].endsWith('.css') ? resolveImport(file, match[1]) : undefined;
    if (resolved) reachable(resolved, seen);
  }
  return seen;
}

/** The catalogue area of a module that shows texts (one that uses a Lingui macro), else null. */
function textAreaOf(file: string): CatalogArea | null {
  return /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8')) ? areaOf(file) : null;
}

function pageHandles(routes: RouteObject[]): PageHandle[] {
  return routes.flatMap((route) => [
    ...(route.handle && typeof route.handle === 'object' && 'areas' in route.handle
      ? [route.handle as PageHandle]
      : []),
    ...pageHandles(route.children ?? []),
  ]);
}

describe('the catalogues each page loads (issue 14)', () => {
  const handles = pageHandles(appRoutes);

  it('needs only the shell catalogue for the shell itself (layout and error pages)', () => {
    const shellEntries = [
      'src/app/layout/root-layout.tsx',
      'src/app/routes/errors/not-found-page.tsx',
      'src/app/routes/errors/unexpected-error-page.tsx',
    ];
    const areas = new Set<CatalogArea>();
    for (const entry of shellEntries) {
      for (const file of reachable(path.join(webRoot, entry))) {
        const area = textAreaOf(file);
        if (area) areas.add(area);
      }
    }
    expect([...areas]).toEqual([]);
  });

  it('knows every page', () => {
    expect(handles.length).toBeGreaterThan(40);
  });

  it.each(handles.map((handle) => [handle.module, handle] as const))(
    '%s loads the catalogue of every area whose components it shows',
    (module, handle) => {
      const needed = new Set<CatalogArea>();
      for (const file of reachable(path.join(webRoot, module))) {
        const area = textAreaOf(file);
        if (area) needed.add(area);
      }
      expect([...needed].filter((area) => !handle.areas.includes(area))).toEqual([]);
    },
  );
});
