import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { readHydrationData, resolveLazyRoutes } from '../hydration-data';
import { SWR_DEFAULTS } from '../lib/swr-config';
import { servedWithPage, swrCacheWith, swrEntriesOf } from './page-data';
import { appRoutes, createAppRouter } from './router';

/**
 * Starts the app in `container`. A server-rendered public page (its router data in the page, issue 13) is
 * hydrated: its lazy route modules are loaded first and SWR starts with the data the server rendered, so the
 * first render matches the server's HTML. Any other page (the client shell) is rendered from scratch.
 */
export async function startApp(container: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}) {
  const hydrationData = readHydrationData(container.ownerDocument);
  if (!hydrationData) {
    const root = createRoot(container, options);
    root.render(
      <StrictMode>
        <SWRConfig value={SWR_DEFAULTS}>
          <RouterProvider router={createAppRouter()} />
        </SWRConfig>
      </StrictMode>,
    );
    return root;
  }
  await resolveLazyRoutes(appRoutes, window.location.pathname);
  const served = swrEntriesOf(hydrationData.loaderData);
  return hydrateRoot(
    container,
    <StrictMode>
      <SWRConfig
        value={{ ...SWR_DEFAULTS, provider: swrCacheWith(served), use: [servedWithPage(Object.keys(served))] }}
      >
        <RouterProvider router={createAppRouter(hydrationData)} />
      </SWRConfig>
    </StrictMode>,
    options,
  );
}
