import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Page } from '../../../components/layout/page';
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

/** Render errors of a page (spec 1 §8): shown inside the shell, so the header and footer stay usable. */
export function UnexpectedErrorPage() {
  useLogRouteError();
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
