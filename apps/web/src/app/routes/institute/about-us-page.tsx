import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import { Tabs } from '../../../components/ui/tabs';
import { ABOUT_US_CONTENT } from '../../../features/content/about-us';
import { ContentPage } from '../../../features/content/components/content-page';
import { OfficersTable } from '../../../features/content/components/officers-table';
import { Organogram } from '../../../features/content/components/organogram';
import { MISSION, VISION } from '../../../features/content/mission-vision-goal';
import { DIRECTORY_SECTIONS } from '../../../features/content/officers';
import { useText } from '../../../features/content/text';
import { useNavigationStateTab } from '../../../features/content/use-navigation-state-tab';
import { ABOUT_US_TAB_LABELS, ABOUT_US_TABS, type AboutUsTab } from '../../../features/institute/about-us-tabs';
import { PAGE_TITLES } from '../../../page-titles';

const DEFAULT_TAB: AboutUsTab = 'About IIIDEM';
const defaultTab = () => DEFAULT_TAB;

/** About us: five tabs; links (the Menu, the site map) choose one with `{ tab }` in navigation state. */
export default function AboutUsPage() {
  const [tab, selectTab] = useNavigationStateTab(ABOUT_US_TABS, defaultTab);
  const text = useText();
  const { about, visionMission, campus, organogram, directory } = ABOUT_US_CONTENT;

  const panels: Record<AboutUsTab, ReactNode> = {
    'About IIIDEM': (
      <section aria-labelledby="about-iiidem">
        <h2 id="about-iiidem">{text(about.heading)}</h2>
        <div className="prose">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{text(paragraph)}</p>
          ))}
        </div>
        <ul className="content-list">
          {about.links.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{text(item.label)}</Link>
            </li>
          ))}
        </ul>
      </section>
    ),
    'Vision & Mission': (
      <section aria-labelledby="about-vision-mission">
        <h2 id="about-vision-mission">{text(visionMission.heading)}</h2>
        <h3>{text(visionMission.visionHeading)}</h3>
        <p className="prose">{text(VISION)}</p>
        <h3>{text(visionMission.missionHeading)}</h3>
        <ul className="content-list">
          {MISSION.map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>
        <p>
          <Link to={visionMission.moreLink.to}>{text(visionMission.moreLink.label)}</Link>
        </p>
      </section>
    ),
    'Campus & Facilities': (
      <section aria-labelledby="about-campus">
        <h2 id="about-campus">{text(campus.heading)}</h2>
        <img className="illustration" src={campus.image.src} alt={text(campus.image.alt)} width="960" height="400" />
        <div className="prose">
          {campus.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{text(paragraph)}</p>
          ))}
        </div>
        <p>
          <Link to={campus.moreLink.to}>{text(campus.moreLink.label)}</Link>
        </p>
      </section>
    ),
    "Organogram for the Hon'ble Commission": (
      <section aria-labelledby="about-organogram">
        <h2 id="about-organogram">{text(organogram.heading)}</h2>
        <p className="prose">{text(organogram.intro)}</p>
        <Organogram chart={organogram.chart} label={text(organogram.heading)} />
        <p className="organogram-more">
          <Link to={organogram.moreLink.to}>{text(organogram.moreLink.label)}</Link>
        </p>
      </section>
    ),
    'IIIDEM Directory': (
      <section aria-labelledby="about-directory">
        <h2 id="about-directory">{text(directory.heading)}</h2>
        <p className="prose">{text(directory.intro)}</p>
        <Accordion
          headingLevel={3}
          items={DIRECTORY_SECTIONS.map((section) => ({
            id: section.id,
            heading: text(section.heading),
            content: (
              <OfficersTable
                caption={`${text(directory.tableCaptionPrefix)} ${text(section.heading)}`}
                officers={section.officers}
                hideCaption
              />
            ),
          }))}
        />
        <p className="organogram-more">
          <Link to={directory.moreLink.to}>{text(directory.moreLink.label)}</Link>
        </p>
      </section>
    ),
  };

  return (
    <ContentPage title={PAGE_TITLES.aboutUs} lastUpdated={ABOUT_US_CONTENT.lastUpdated}>
      <Tabs
        label={text(ABOUT_US_CONTENT.tabsLabel)}
        selected={tab}
        onSelect={selectTab}
        tabs={ABOUT_US_TABS.map((id) => ({ id, label: text(ABOUT_US_TAB_LABELS[id]), panel: panels[id] }))}
      />
    </ContentPage>
  );
}
