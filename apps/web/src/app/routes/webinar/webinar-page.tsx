import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { DataTable } from '../../../components/ui/table';
import { Tabs } from '../../../components/ui/tabs';
import { LastUpdated } from '../../../features/content/components/last-updated';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { useNavigationStateTab } from '../../../features/content/use-navigation-state-tab';
import {
  DEFAULT_WEBINAR_TAB,
  WEBINAR_CONTENT,
  WEBINAR_TAB_STORAGE_KEY,
  WEBINAR_TABS,
  type WebinarTab,
} from '../../../features/content/webinar';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { PAGE_TITLES } from '../../../page-titles';
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

  useEffect(() => {
    if (hydrated) storeTab(tab);
  }, [hydrated, tab]);

  const sessionDetails = (
    <>
      <p className="webinar-session__when">
        <span>{content.session.date}</span>, <span>{content.session.time}</span>
      </p>
      <p className="prose">{content.session.description}</p>
      <DataTable
        caption={content.session.agendaCaption}
        rows={content.session.agenda}
        rowKey={(item) => item.session}
        columns={[
          { header: content.session.agendaColumns.time, cell: (item) => item.time, rowHeader: true },
          { header: content.session.agendaColumns.session, cell: (item) => item.session },
          { header: content.session.agendaColumns.details, cell: (item) => item.details },
        ]}
      />
      <WebinarLinks />
    </>
  );

  const panels: Record<WebinarTab, ReactNode> = {
    OBJECTIVES: (
      <>
        <h2>{content.objectives.heading}</h2>
        <p>{content.objectives.lead}</p>
        <ul className="content-list">
          {content.objectives.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    ),
    SESSIONS: (
      <>
        <h2>
          {content.session.label}: {content.session.title}
        </h2>
        {sessionDetails}
      </>
    ),
    'THE SPEAKERS': (
      <>
        <h2 className="visually-hidden">The speakers</h2>
        <CardGrid label="Speakers">
          {content.speakers.map((speaker) => (
            <li key={speaker.photo.src}>
              <ProfileCard name={speaker.name} role={speaker.role} photo={speaker.photo}>
                <p>{speaker.biography}</p>
              </ProfileCard>
            </li>
          ))}
        </CardGrid>
      </>
    ),
    UPDATES: (
      <>
        <h2>{content.updates.heading}</h2>
        <ul className="content-list">
          {content.updates.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>
          {content.session.label}: {content.session.title}
        </h3>
        {sessionDetails}
      </>
    ),
  };

  return (
    <div className="webinar">
      <img className="webinar__banner" src={content.banner.src} alt={content.banner.alt} width="1200" height="300" />
      <div className="page container">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol className="breadcrumb__list">
            <li className="breadcrumb__item">
              <Link to={paths.home}>Home</Link>
            </li>
            <li className="breadcrumb__item" aria-current="page">
              {tab}
            </li>
          </ol>
        </nav>
        <h1 className="page__heading">{PAGE_TITLES.webinar}</h1>
        <div className="content-page">
          {content.intro.map((paragraph) => (
            <p key={paragraph} className="content-page__intro">
              {paragraph}
            </p>
          ))}
          <Tabs
            label={content.tabsLabel}
            selected={tab}
            onSelect={selectTab}
            tabs={WEBINAR_TABS.map((id) => ({ id, label: id, panel: panels[id] }))}
          />
          <LastUpdated date={content.lastUpdated} />
        </div>
      </div>
    </div>
  );
}

function WebinarLinks() {
  const { knowledgePartner, conceptNote } = WEBINAR_CONTENT.links;
  return (
    <ul className="content-list">
      <li>
        <ExternalLink href={knowledgePartner.url}>{knowledgePartner.label}</ExternalLink>
      </li>
      <li>
        <ExternalLink href={conceptNote.url}>{conceptNote.label}</ExternalLink>
      </li>
    </ul>
  );
}
