import { DEFAULT_LANGUAGE, type Language } from '@iiidem/shared/language';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { appRoutes } from './app/app-routes';
import { type FetchApi, type ServerRenderContext, swrCacheWith, swrEntriesOf } from './app/page-data';
import {
  assetTags,
  type BuildManifest,
  escapeHtml,
  type HeadCollector,
  HeadCollectorContext,
  headTags,
  isPublicPageHandle,
  languageAddresses,
  PAGE_DESCRIPTIONS,
  type PageHead,
  pageAssets,
  SITE_DESCRIPTION,
} from './app/page-head';
import { withPageLoaders } from './app/page-loaders';
import { HYDRATION_DATA_ID, type ServedRouterData } from './hydration-data';
import { type CatalogArea, catalogManifestKey, loadAllCatalogs } from './lib/i18n/catalogs';
import { i18n } from './lib/i18n/runtime';
import { SWR_DEFAULTS } from './lib/swr-config';
import { formatPageTitle, PAGE_TITLES } from './page-titles';

/**
 * The server entry (issue 13): built by `vite build --ssr` into dist/server/entry-server.js and called by the
 * API's web-app plugin for every page address. Public pages come back rendered, with their <head> tags and
 * the router's data for hydration; the applicant area and back office get the client shell.
 */
export type RenderPageOptions = {
  /** The page address asked for: path and query ('/about-us?x=1'). */
  url: string;
  /** The built index.html. */
  template: string;
  /** PUBLIC_URL: the origin of canonical and Open Graph addresses. */
  publicUrl: string;
  fetchApi: FetchApi;
  /** The browser build's manifest (dist/.vite/manifest.json): the page's CSS and code are linked from it. */
  manifest?: BuildManifest;
  /** The visitor's language (`?lang=`, else the cookie, else English: @iiidem/shared/language). */
  language?: Language;
};

export type RenderPageResult =
  /** Not a public page: send index.html as it is. */
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

// Built once: it resolves each lazy route module on its first match and keeps it. The server's routes are the
// browser's with their loaders (page-loaders.ts).
const handler = createStaticHandler(withPageLoaders(appRoutes));
// Every catalogue in every language, loaded once into the app's one Lingui instance. A page's language is
// activated just before its render, which is synchronous, so requests in different languages never mix.
const catalogsLoaded = loadAllCatalogs();

/** The deepest matched route's public-page handle, or undefined when the page is not server-rendered. */
function publicHandleOf(context: StaticHandlerContext) {
  const deepest = context.matches[context.matches.length - 1];
  const handle = deepest?.route.handle;
  return isPublicPageHandle(handle) ? handle : undefined;
}

/** JSON that is safe inside a <script> element: no '<' (so no '</script>'), no U+2028/2029 surprises. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's head in its language, which is active while this runs (just after the render). */
function pageHead(
  collected: HeadCollector,
  pageKey: keyof typeof PAGE_DESCRIPTIONS,
  pageUrl: string,
  language: Language,
): PageHead {
  const fallbackTitle = pageKey in PAGE_TITLES ? PAGE_TITLES[pageKey as keyof typeof PAGE_TITLES] : 'IIIDEM';
  const alternates = languageAddresses(pageUrl);
  return {
    title: collected.title ?? formatPageTitle(fallbackTitle),
    description: i18n._(PAGE_DESCRIPTIONS[pageKey] ?? SITE_DESCRIPTION),
    canonicalUrl: alternates[language],
    type: pageKey === 'courseDetails' || pageKey === 'trainingDetails' ? 'article' : 'website',
    language,
    alternates,
  };
}

/** Puts the rendered page, its head tags and its hydration data into index.html. */
export function fillTemplate(
  template: string,
  parts: { head: string; body: string; hydrationData: string; language?: Language },
): string {
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${parts.language ?? DEFAULT_LANGUAGE}"`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `    ${parts.head}\n  </head>`)
      // The page reads without JavaScript: the body's "needs JavaScript" notice is for the client-rendered pages
      // (the head's <noscript> stylesheet, which opens tabs and accordions without JavaScript, stays).
      .replace(/(<body[^>]*>\s*)<noscript>[\s\S]*?<\/noscript>\s*/, '$1')
      .replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${parts.body}</div>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${parts.hydrationData}</script>`,
      )
  );
}

export async function renderPage({
  url,
  template,
  publicUrl,
  fetchApi,
  manifest,
  language = DEFAULT_LANGUAGE,
}: RenderPageOptions): Promise<RenderPageResult> {
  await catalogsLoaded;
  const origin = publicUrl.replace(/\/+$/, '');
  const request = new Request(new URL(url, `${origin}/`), { headers: { accept: 'text/html' } });
  const requestContext: ServerRenderContext = { fetchApi };
  const context = await handler.query(request, { requestContext });

  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return { kind: 'shell' };
  }
  const handle = publicHandleOf(context);
  // An error in a loader or an unexpected status: the browser renders the page as before.
  if (!handle || context.errors) return { kind: 'shell' };

  const collected: HeadCollector = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here to the end, nothing waits: the language stays this page's.
  i18n.activate(language);
  const body = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HeadCollectorContext.Provider value={collected}>
          <SWRConfig value={{ ...SWR_DEFAULTS, provider: swrCacheWith(swrEntriesOf(context.loaderData)) }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </HeadCollectorContext.Provider>
      </I18nProvider>
    </StrictMode>,
  );

  const { pathname } = new URL(request.url);
  const head = pageHead(collected, handle.page, `${origin}${pathname}`, language);
  const served: ServedRouterData = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
    matchedRouteIds: context.matches.map(({ route }) => route.id),
  };
  const hydrationData = scriptSafeJson(served);
  return {
    kind: 'page',
    status: handle.status ?? context.statusCode,
    html: fillTemplate(template, {
      head: [
        headTags(head),
        ...(manifest
          ? assetTags(withCatalogs(manifest, pageAssets(manifest, handle.module), language, handle.areas), template)
          : []),
        ...(manifest ? fontPreloads(manifest, language) : []),
      ].join('\n    '),
      body,
      hydrationData,
      language,
    }),
  };
}

/** The page's assets and the catalogues of its language it loads before hydrating: the shell's and its areas'. */
function withCatalogs(
  manifest: BuildManifest,
  assets: { css: string[]; scripts: string[] },
  language: Language,
  areas: readonly CatalogArea[],
) {
  const catalogs = (['shell', ...areas] as CatalogArea[]).flatMap((area) => {
    const chunk = manifest[catalogManifestKey(language, area)];
    return chunk ? [chunk.file] : [];
  });
  return { css: assets.css, scripts: [...assets.scripts, ...catalogs] };
}

/** The Devanagari font files (src/styles/devanagari.css) a Hindi page uses, by their source in the manifest. */
const DEVANAGARI_FONT = /noto-sans-devanagari-devanagari-(400|700)-normal\.woff2$/;

/**
 * A Hindi page preloads its Devanagari font, so that it is there by the first paint on most connections and
 * the text does not move when it arrives (CLS); an English page never loads it.
 */
export function fontPreloads(manifest: BuildManifest, language: Language): string[] {
  if (language !== 'hi') return [];
  return Object.entries(manifest)
    .filter(([source]) => DEVANAGARI_FONT.test(source))
    .map(
      ([, chunk]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(chunk.file)}" />`,
    );
}
