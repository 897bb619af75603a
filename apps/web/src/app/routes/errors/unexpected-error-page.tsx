import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Page } from '../../../components/layout/page';
import { isChunkLoadError } from '../../../lib/chunk-load';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import { MAIN_CONTENT_ID } from '../../layout/main-content';

function useLogRouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
}

function UnexpectedErrorContent() {
  return (
    <>
      <p>
        <Trans>
          Something went wrong while showing this page. Please try again, or start again from the home page.
        </Trans>
      </p>
      <p>
        {/* A full page load: the app state that failed is discarded. */}
        <a href={paths.home}>{translateSharedText(MESSAGES.backToHome)}</a>
      </p>
    </>
  );
}

/**
 * A page's script chunk that failed to load or timed out (spec 1 §8: 'Loading chunk {n} failed'): most often a
 * new version of the site replaced the old files, or the connection dropped; loading the page again fixes both.
 */
function ChunkLoadFailedPage({ chunk }: { chunk: string }) {
  const { t } = useLingui();
  const heading = t`Loading chunk ${chunk} failed`;
  return (
    <Page title={PAGE_TITLES.applicationError} heading={heading}>
      <p>
        <Trans>
          Part of this page could not be downloaded. The connection may have dropped, or the site may have been updated
          since you opened it.
        </Trans>
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Load the page again</Trans>
        </button>
      </p>
    </Page>
  );
}

/**
 * Render errors of a page (spec 1 §8): shown inside the shell, so the header and footer stay usable. A page whose
 * script chunk could not be loaded says so instead.
 */
export function UnexpectedErrorPage() {
  useLogRouteError();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailedPage chunk={error.chunk} />;
  return (
    <Page title={PAGE_TITLES.applicationError} heading={MESSAGES.unexpectedError}>
      <UnexpectedErrorContent />
    </Page>
  );
}

/** Render errors of the shell itself: the same message on a bare page. */
export function RootErrorBoundary() {
  useLogRouteError();
  usePageTitle(PAGE_TITLES.applicationError);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container page">
      <h1>{translateSharedText(MESSAGES.unexpectedError)}</h1>
      <UnexpectedErrorContent />
    </main>
  );
}
