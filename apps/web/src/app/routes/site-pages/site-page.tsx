import { istCalendarDate } from '@iiidem/shared/dates';
import { Trans } from '@lingui/react/macro';
import { Navigate, useMatches, useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { PageBlocks } from '../../../components/page-blocks/page-blocks';
import { PeopleBlockContext } from '../../../components/page-blocks/people-slot';
import { LastUpdated } from '../../../features/content/components/last-updated';
import { PageBanner } from '../../../features/content/components/page-banner';
import { usePublishedPage } from '../../../features/pages/pages-api';
import { renderPeopleBlock } from '../../../features/people/people-block';
import { ApiError } from '../../../lib/api-client';
import { useLocalized } from '../../../lib/i18n/localized';
import { HydrateLater } from '../../../lib/stepped-hydration';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import { isPublicPageHandle } from '../../page-head';
import '../../../features/content/components/content.css';

/** The slug of the page this route shows: a fixed route names it in its handle; /pages/:slug in the address. */
function usePageSlug(): string {
  const params = useParams();
  const handle = useMatches().at(-1)?.handle;
  if (isPublicPageHandle(handle) && handle.slug) return handle.slug;
  return params.slug ?? '';
}

/**
 * A page staff edit (issue 15): the spec's institute pages and the pages staff add. A page of the spec's routes
 * keeps the spec's title; a page staff added shows its own. "Last updated" is the day it was last published.
 */
export default function SitePage() {
  const slug = usePageSlug();
  const handle = useMatches().at(-1)?.handle;
  const fixedTitle = isPublicPageHandle(handle) && handle.slug ? PAGE_TITLES[handle.page] : undefined;
  const crumbs = isPublicPageHandle(handle)
    ? handle.crumbs?.map((key) => ({ label: PAGE_TITLES[key], to: paths[key] }))
    : undefined;
  const { data, error } = usePublishedPage(slug);
  const localized = useLocalized();
  const page = data?.data;
  const title = fixedTitle ?? (page ? localized(page, 'title') : undefined);
  const titleText = typeof title === 'string' ? title : (title?.text ?? '');

  if (!page) {
    // A page staff added and then deleted (or never published): as an unknown address.
    if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.error} replace />;
    return (
      <>
        <PageBanner slug={slug} />
        <Page title={titleText} crumbs={crumbs}>
          {error ? (
            <p role="alert">
              <Trans>This page could not be loaded. Please try again later.</Trans>
            </p>
          ) : (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
        </Page>
      </>
    );
  }
  return (
    <>
      <PageBanner slug={slug} />
      <Page title={titleText} lang={typeof title === 'string' ? undefined : title?.lang} crumbs={crumbs}>
        {/* The page's blocks hydrate in a task of their own on a server-rendered page (issue 13). */}
        <HydrateLater>
          <div className="content-page">
            {/* A block naming a list of people or partners is drawn by the people feature (issue 15). */}
            <PeopleBlockContext.Provider value={renderPeopleBlock}>
              <PageBlocks blocks={page.blocks} label={titleText} />
            </PeopleBlockContext.Provider>
            <LastUpdated date={istCalendarDate(new Date(page.lastUpdated))} />
          </div>
        </HydrateLater>
      </Page>
    </>
  );
}
