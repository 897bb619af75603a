import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { DataTable } from '../../../components/ui/table';
import { Tabs } from '../../../components/ui/tabs';
import { LastUpdated } from '../../../features/content/components/last-updated';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { useText } from '../../../features/content/text';
import {
  DEFAULT_WEBINAR_TAB,
  WEBINAR_CONTENT,
  WEBINAR_TAB_LABELS,
  WEBINAR_TAB_STORAGE_KEY,
  WEBINAR_TABS,
  type WebinarTab,
} from '../../../features/content/webinar';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNavigationStateTab } from '../../../lib/use-navigation-state-tab';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES, translatePageTitle } from '../../../page-titles';
import { paths } from '../../../paths';
import '../../../components/layout/page.css';
import './webinar-page.css';

/** The tab saved by an earlier visit, when it is still one of the tabs. */
function readStoredTab(): WebinarTab | undefined {
  try {
    const stored = window.localStorage.getItem(WEBINAR_TAB_STORAGE_KEY);
    return WEBINAR_TABS.find((tab) => tab === stored);
  } catch {
    return undefined;
  }
}

function storeTab(tab: WebinarTab) {
  try {
    window.localStorage.setItem(WEBINAR_TAB_STORAGE_KEY, tab);
  } catch {
    // Storage may be unavailable (private mode, quota); the tab still works for this visit.
  }
}

/** Navigation state first, then the tab kept from the last visit, then OBJECTIVES (spec 2 §2). */
const initialTab = () => readStoredTab() ?? DEFAULT_WEBINAR_TAB;
const defaultTab = () => DEFAULT_WEBINAR_TAB;

/**
 * The webinar series page. Its breadcrumb reads Home > current tab (spec 2 §2), so it builds its own frame
 * instead of <Page>, with the same title, breadcrumb styles and single h1.
 */
export default function WebinarPage() {
  usePageTitle(PAGE_TITLES.webinar);
  // The saved tab is browser storage: while hydrating server HTML the default tab shows, then the saved one.
  const hydrated = useHydrated();
  const [tab, selectTab] = useNavigationStateTab(WEBINAR_TABS, hydrated ? initialTab : defaultTab);
  const content = WEBINAR_CONTENT;
  const text = useText();
  const { t } = useLingui();

  useEffect(() => {
    if (hydrated) storeTab(tab);
  }, [hydrated, tab]);

  const sessionDetails = (
    <>
      <p className="webinar-session__when">
        <span>{text(content.session.date)}</span>, <span>{text(content.session.time)}</span>
      </p>
      <p className="prose">{text(content.session.description)}</p>
      <DataTable
        caption={text(content.session.agendaCaption)}
        rows={content.session.agenda}
        rowKey={(item) => item.session.id}
        columns={[
          { header: text(content.session.agendaColumns.time), cell: (item) => text(item.time), rowHeader: true },
          { header: text(content.session.agendaColumns.session), cell: (item) => text(item.session) },
          { header: text(content.session.agendaColumns.details), cell: (item) => text(item.details) },
        ]}
      />
      <WebinarLinks />
    </>
  );

  const panels: Record<WebinarTab, ReactNode> = {
    OBJECTIVES: (
      <>
        <h2>{text(content.objectives.heading)}</h2>
        <p>{text(content.objectives.lead)}</p>
        <ul className="content-list">
          {content.objectives.items.map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>
      </>
    ),
    SESSIONS: (
      <>
        <h2>
          {text(content.session.label)}: {text(content.session.title)}
        </h2>
        {sessionDetails}
      </>
    ),
    'THE SPEAKERS': (
      <>
        <h2 className="visually-hidden">
          <Trans>The speakers</Trans>
        </h2>
        <CardGrid label={t`Speakers`}>
          {content.speakers.map((speaker) => (
            <li key={speaker.photo.src}>
              <ProfileCard
                name={text(speaker.name)}
                role={text(speaker.role)}
                photo={{ src: speaker.photo.src, alt: text(speaker.photo.alt) }}
              >
                <p>{text(speaker.biography)}</p>
              </ProfileCard>
            </li>
          ))}
        </CardGrid>
      </>
    ),
    UPDATES: (
      <>
        <h2>{text(content.updates.heading)}</h2>
        <ul className="content-list">
          {content.updates.items.map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>
        <h3>
          {text(content.session.label)}: {text(content.session.title)}
        </h3>
        {sessionDetails}
      </>
    ),
  };

  return (
    <div className="webinar">
      <img className="webinar__banner" src={content.banner.src} alt={content.banner.alt} width="1200" height="300" />
      <div className="page container">
        <nav aria-label={t`Breadcrumb`} className="breadcrumb">
          <ol className="breadcrumb__list">
            <li className="breadcrumb__item">
              <Link to={paths.home}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li className="breadcrumb__item" aria-current="page">
              {text(WEBINAR_TAB_LABELS[tab])}
            </li>
          </ol>
        </nav>
        <h1 className="page__heading">{translatePageTitle(PAGE_TITLES.webinar)}</h1>
        <div className="content-page">
          {content.intro.map((paragraph) => (
            <p key={paragraph.id} className="content-page__intro">
              {text(paragraph)}
            </p>
          ))}
          <Tabs
            label={text(content.tabsLabel)}
            selected={tab}
            onSelect={selectTab}
            tabs={WEBINAR_TABS.map((id) => ({ id, label: text(WEBINAR_TAB_LABELS[id]), panel: panels[id] }))}
          />
          <LastUpdated date={content.lastUpdated} />
        </div>
      </div>
    </div>
  );
}

function WebinarLinks() {
  const { knowledgePartner, conceptNote } = WEBINAR_CONTENT.links;
  const text = useText();
  return (
    <ul className="content-list">
      <li>
        <ExternalLink href={knowledgePartner.url}>{text(knowledgePartner.label)}</ExternalLink>
      </li>
      <li>
        <a href={conceptNote.url} download>
          {text(conceptNote.label)}
        </a>
      </li>
    </ul>
  );
}
