import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogues (issue 14), one per area and language under src/locales/{locale}/{area}.po, so a
 * page loads only its own texts and an English page never loads Hindi. An area holds the texts of
 * src/features/{area} and src/app/routes/{area}; `shell` holds what every page shows (layout, shared components,
 * form kit, error pages, page titles, and the texts that come from @iiidem/shared and the server). The back office
 * stays English: its folders are not extracted.
 *
 * `npm run i18n:extract` writes new texts into the catalogues; LINGUI_AREAS=courses,news limits it to some areas.
 */
export const PAGE_AREAS = [
  'accounts',
  'certificates',
  'courses',
  'dashboard',
  'feedback',
  'gallery',
  'home',
  'institute',
  'news',
  'nominations',
  'people',
  'programmes',
  'search',
  'trainings',
  'vacancies',
] as const;

/**
 * `forms`: the form kit and the shared and server texts of forms (src/lib/i18n/form-texts.ts), for pages with forms.
 * `head`: the pages' meta descriptions (src/app/page-head.ts), which only the server writes: no browser loads them.
 */
export const CATALOG_AREAS = ['shell', 'forms', 'head', ...PAGE_AREAS] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

const TESTS = ['**/*.test.*', '**/test/**', '**/testing.*'];

const FORM_SOURCES = ['<rootDir>/src/components/form/', '<rootDir>/src/lib/i18n/form-texts.ts'];

const HEAD_SOURCES = ['<rootDir>/src/app/page-head.ts'];

/**
 * `programmes`: the long texts of the programme overview pages (/iiidem-training-programs is the course list; these
 * are /training-programs and /our-training-and-programs), apart from the course pages' own texts, which the course
 * list and detail pages load.
 */
const PROGRAMME_SOURCES = [
  '<rootDir>/src/features/courses/program-overview/',
  '<rootDir>/src/app/routes/courses/our-training-and-programs-page.tsx',
  '<rootDir>/src/app/routes/courses/training-programs-page.tsx',
];
/** The same, as the patterns `exclude` matches (it takes globs, not folders). */
const PROGRAMME_EXCLUDES = [
  '**/features/courses/program-overview/**',
  '**/routes/courses/our-training-and-programs-page.tsx',
  '**/routes/courses/training-programs-page.tsx',
];

const SHELL_SOURCES = [
  '<rootDir>/src/app/layout/',
  '<rootDir>/src/app/guards/',
  '<rootDir>/src/app/routes/errors/',
  '<rootDir>/src/app/*.{ts,tsx}',
  '<rootDir>/src/components/',
  '<rootDir>/src/lib/',
  '<rootDir>/src/*.{ts,tsx}',
];

/** Route folders whose texts belong to an area of another name. */
const ROUTE_FOLDERS: Partial<Record<CatalogArea, string[]>> = {
  institute: ['institute', 'people', 'site-info', 'webinar', 'site-pages'],
  // The lists of people and partners (features/people) are drawn on institute pages and the home page.
  people: [],
};

function sourcesOf(area: (typeof PAGE_AREAS)[number]): string[] {
  if (area === 'programmes') return PROGRAMME_SOURCES;
  const features = area === 'institute' ? ['institute', 'content'] : [area];
  return [
    ...features.map((folder) => `<rootDir>/src/features/${folder}/`),
    ...(ROUTE_FOLDERS[area] ?? [area]).map((folder) => `<rootDir>/src/app/routes/${folder}/`),
  ];
}

const only = process.env.LINGUI_AREAS?.split(',').map((area) => area.trim());
const chosen = CATALOG_AREAS.filter((area) => !only || only.includes(area));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // The macros import from here (src/lib/i18n/runtime.tsx): their Trans and useLingui work without a provider too.
  runtimeConfigModule: {
    i18n: ['#i18n', 'i18n'],
    Trans: ['#i18n', 'Trans'],
    useLingui: ['#i18n', 'useLingui'],
  },
  catalogs: chosen.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include:
      area === 'shell'
        ? SHELL_SOURCES
        : area === 'forms'
          ? FORM_SOURCES
          : area === 'head'
            ? HEAD_SOURCES
            : sourcesOf(area),
    exclude:
      area === 'shell'
        ? [...TESTS, ...FORM_SOURCES, ...HEAD_SOURCES]
        : area === 'courses'
          ? [...TESTS, ...PROGRAMME_EXCLUDES]
          : TESTS,
  })),
});
