import { LANGUAGE_PARAM } from '@iiidem/shared/language';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { readHydrationData, resolveLazyRoutes } from '../hydration-data';
import { applyRememberedDisplay } from '../lib/display-preferences';
import { loadCatalogs } from '../lib/i18n/catalogs';
import { rememberLanguage, startingLanguage } from '../lib/i18n/language';
import { i18n } from '../lib/i18n/runtime';
import { nextTask } from '../lib/next-task';
import { watchPageLeaving } from '../lib/page-leaving';
import { hydrateInSteps } from '../lib/stepped-hydration';
import { SWR_DEFAULTS } from '../lib/swr-config';
import { servedWithPage, swrCacheWith, swrEntriesOf } from './page-data';
import { createAppRouter, publicRoutes } from './router';

/**
 * Starts the app in `container`. A server-rendered public page (its router data in the page, issue 13) is
 * hydrated: its lazy route modules are loaded first and SWR starts with the data the server rendered, so the
 * first render matches the server's HTML: Preact (issue 13) keeps the server's attributes where a hydrating render
 * differs, so what only the browser knows is read once hydrated (lib/use-hydrated.ts). Any other page (the client shell) is rendered from scratch. Either way
 * the page's language (issue 14) is active, with its shell texts loaded, before the first render.
 */
export async function startApp(container: HTMLElement) {
  const document = container.ownerDocument;
  // Before any request: a page left early cancels its requests, which must not count as the session failing.
  watchPageLeaving();
  const language = startingLanguage(document);
  await loadCatalogs(language);
  i18n.activate(language);
  document.documentElement.lang = language;
  // Text size and contrast (issue 16): the server set them on <html> already, the Vite dev server did not.
  applyRememberedDisplay(document);
  // A shared Hindi link makes Hindi the visitor's language from then on.
  if (new URLSearchParams(document.location.search).has(LANGUAGE_PARAM)) rememberLanguage(language);

  const hydrationData = readHydrationData(document);
  if (!hydrationData) {
    const root = createRoot(container);
    root.render(
      <AppProviders>
        <SWRConfig value={SWR_DEFAULTS}>
          <RouterProvider router={createAppRouter()} />
        </SWRConfig>
      </AppProviders>,
    );
    return root;
  }
  const { matchedRouteIds, ...routerState } = hydrationData;
  await resolveLazyRoutes(publicRoutes, window.location.pathname, matchedRouteIds);
  // Loading the page's modules, setting up the router (which ranks every route) and hydrating are three tasks, not
  // one (issue 13: total blocking time on a slow phone).
  await nextTask();
  const served = swrEntriesOf(routerState.loaderData);
  const router = createAppRouter({ state: routerState, matchedRouteIds });
  await nextTask();
  return hydrateInSteps(
    container,
    <AppProviders>
      <SWRConfig
        value={{ ...SWR_DEFAULTS, provider: swrCacheWith(served), use: [servedWithPage(Object.keys(served))] }}
      >
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProviders>,
  );
}

function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  );
}
