import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import { HOME_TAB_MAX_ITEMS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AboutBlock } from '../../../features/home/about-block';
import { BannerCarousel } from '../../../features/home/banner-carousel';
import { GalleryTeaser } from '../../../features/home/gallery-teaser';
import { GlobalFootprint } from '../../../features/home/global-footprint';
import { HomeCourseList } from '../../../features/home/home-course-list';
import { type HomeTab, HomeTabs } from '../../../features/home/home-tabs';
import { NotificationsMarquee } from '../../../features/home/notifications-marquee';
import { PartnersSection } from '../../../features/home/partner-carousels';
import { ProgramCards } from '../../../features/home/program-cards';
import { RecruitmentBanner } from '../../../features/home/recruitment-banner';
import { SocialSection } from '../../../features/home/social-section';
import { LatestNewsItems } from '../../../features/news/latest-news-items';
import { PartnerCarouselList } from '../../../features/people/partner-carousel-list';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { StaticPart } from '../../../lib/static-part';
import { HydrateLater } from '../../../lib/stepped-hydration';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES } from '../../../page-titles';
import { buildPath, paths } from '../../../paths';
import './home-page.css';

/** The three tabs of block 4 (spec 1 §2): each loads on first selection, shows 5 items and View All. */
const HOME_TABS: readonly (Omit<HomeTab, 'label'> & { label: MessageDescriptor | string })[] = [
  {
    id: 'ongoing',
    label: msg`On Going Training Program`,
    viewAllTo: buildPath(paths.detailPage, { id: 1 }),
    render: () => <HomeCourseList kind="ongoing" />,
  },
  {
    id: 'upcoming',
    label: msg`Upcoming Training Program`,
    viewAllTo: buildPath(paths.detailPage, { id: 2 }),
    render: () => <HomeCourseList kind="upcoming" />,
  },
  {
    id: 'tenders',
    label: MESSAGES.tenderFallbackTitle,
    viewAllTo: buildPath(paths.detailPage, { id: NEWS_CATEGORY.tenders }),
    render: () => <LatestNewsItems categoryId={NEWS_CATEGORY.tenders} limit={HOME_TAB_MAX_ITEMS} />,
  },
];

/** / — the eight blocks of spec 1's home page, in order. */
export default function HomePage() {
  usePageTitle(PAGE_TITLES.home);
  const { i18n, t } = useLingui();
  const tabs = HOME_TABS.map((tab) => ({
    ...tab,
    label: typeof tab.label === 'string' ? translateSharedText(tab.label) : i18n._(tab.label),
  }));

  return (
    // On a server-rendered page (issue 13), each part with a control hydrates in a task of its own; the others are
    // kept as the server drew them.
    <div className="home">
      <HydrateLater>
        <BannerCarousel />
      </HydrateLater>
      <HydrateLater>
        <NotificationsMarquee />
      </HydrateLater>
      <StaticPart>
        <AboutBlock />
      </StaticPart>
      <HydrateLater>
        <section className="home-lists container" aria-labelledby="home-lists-title">
          <h2 id="home-lists-title">
            <Trans>Training Programs and Notices</Trans>
          </h2>
          <HomeTabs label={t`Training programs and notices`} tabs={tabs} />
        </section>
      </HydrateLater>
      <StaticPart>
        <ProgramCards />
      </StaticPart>
      <StaticPart>
        <GalleryTeaser />
      </StaticPart>
      <HydrateLater>
        <SocialSection />
      </HydrateLater>
      <StaticPart>
        <RecruitmentBanner />
      </StaticPart>
      <HydrateLater>
        <GlobalFootprint />
      </HydrateLater>
      <HydrateLater>
        <PartnersSection>
          <PartnerCarouselList list="partner-election-bodies" />
          <PartnerCarouselList list="partner-institutions" />
        </PartnersSection>
      </HydrateLater>
    </div>
  );
}
