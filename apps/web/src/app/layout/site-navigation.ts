import type { TSiteSettings } from '@iiidem/shared/site-settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseListNavigationState } from '../../features/courses/course-tabs';
import type { AboutUsNavigationState } from '../../features/institute/about-us-tabs';
import { buildPath, paths } from '../../paths';

/** A link's or heading's text: a catalogue message, shown with `i18n._(label)` in the page's language. */
export type NavLabel = MessageDescriptor;

export type InternalNavLink = {
  kind: 'internal';
  label: NavLabel;
  to: string;
  state?: AboutUsNavigationState | CourseListNavigationState;
};

export type ExternalNavLink = {
  kind: 'external';
  label: NavLabel;
  href: string;
  /** The link's address is this site setting's, which staff edit (issue 15); `href` is then empty. */
  setting?: 'commissionSite';
};

/** An external link's address: its own, or its site setting's (undefined until the settings have loaded). */
export function externalHref(item: ExternalNavLink, settings: TSiteSettings | undefined): string | undefined {
  return item.setting ? settings?.[item.setting].url : item.href;
}

/** The links of a group that can be shown now: a link whose address is a site setting waits for the settings. */
export function shownLinks(links: readonly NavLinkItem[], settings: TSiteSettings | undefined): NavLinkItem[] {
  return links.filter((item) => item.kind === 'internal' || externalHref(item, settings));
}

export type NavLinkItem = InternalNavLink | ExternalNavLink;

export type NavGroup = { id: string; heading: NavLabel; links: readonly NavLinkItem[] };

const link = (label: NavLabel, to: string, state?: InternalNavLink['state']): InternalNavLink =>
  state ? { kind: 'internal', label, to, state } : { kind: 'internal', label, to };

/** The national commission's site, whose address is a site setting, in the menus (the footer shows the setting's name). */
export const COMMISSION_SITE_NAME = msg`Election Commission of India`;

// Links the Menu and the site map's own groups share, in the same order in both.
const ABOUT_US_TAB_LINKS = [
  link(msg`About Us`, paths.aboutUs, { tab: 'About IIIDEM' }),
  link(msg`Vision & Mission`, paths.aboutUs, { tab: 'Vision & Mission' }),
  link(msg`Campus & Facilities`, paths.aboutUs, { tab: 'Campus & Facilities' }),
];
const CONTACT_AND_COMMISSION_LINKS: readonly NavLinkItem[] = [
  link(msg`Contact Us`, paths.contactUs),
  { kind: 'external', label: COMMISSION_SITE_NAME, href: '', setting: 'commissionSite' },
];
const HONBLE_COMMISSION_LINK = link(msg`Hon'ble Commission`, paths.aboutUs, {
  tab: "Organogram for the Hon'ble Commission",
});
const COURSE_LIST_TAB_LINKS = [
  link(msg`Domestic`, paths.courses, { tab: 'domestic' }),
  link(msg`International`, paths.courses, { tab: 'international' }),
  link(msg`Academic`, paths.courses, { tab: 'academic' }),
];
const SITE_INFO_LINKS = [
  link(msg`Vacancies`, paths.vacancies),
  link(msg`Contact Us`, paths.contactUs),
  link(msg`Site Map`, paths.siteMap),
  link(msg`Privacy Policy`, paths.privacyPolicy),
];

/**
 * The four groups of the Menu side panel, following the site map (spec 2 §2) and adding the other
 * institute pages of the route table. The site map page can render the same groups.
 */
export const MENU_GROUPS: readonly NavGroup[] = [
  {
    id: 'institute',
    heading: msg`Institute`,
    links: [
      ...ABOUT_US_TAB_LINKS,
      link(msg`Mission, Vision and Goal`, paths.missionVisionGoal),
      link(msg`Academic Affairs`, paths.academicAffairs),
      link(msg`Centre for National Training`, paths.centreForNationalTraining),
      link(msg`Centre for International Training`, paths.centreForInternationalTraining),
      link(msg`MoU Partners`, paths.mouPartners),
      ...CONTACT_AND_COMMISSION_LINKS,
    ],
  },
  {
    id: 'whos-who',
    heading: msg`Who's Who`,
    links: [
      HONBLE_COMMISSION_LINK,
      link(msg`IIIDEM Directory`, paths.aboutUs, { tab: 'IIIDEM Directory' }),
      link(msg`Chief Election Commissioner and Election Commissioners`, paths.cecEc),
      link(msg`Director General`, paths.directorGeneral),
      link(msg`Directors`, paths.directors),
      link(msg`Senior Consultants and Consultants`, paths.consultants),
      link(msg`IIIDEM Officers`, paths.officers),
      link(msg`Faculty`, paths.faculty),
      link(msg`Our Alumni`, paths.ourAlumni),
      link(msg`Alumni`, paths.alumni),
      link(msg`IIIDEM Alumni`, paths.iiidemAlumni),
    ],
  },
  {
    id: 'training-programs',
    heading: msg`Training Programs`,
    links: [
      ...COURSE_LIST_TAB_LINKS,
      link(msg`Our Training & Programs`, paths.ourTrainingAndPrograms),
      link(msg`Training Calendar`, paths.trainingCalendar),
      link(msg`Innovative Electoral Practices webinar series`, paths.webinar),
    ],
  },
  {
    id: 'digital-resources',
    heading: msg`Digital Resources`,
    links: [
      link(msg`Photos & Videos`, paths.photosAndVideosGallery),
      link(msg`Virtual Gallery`, paths.virtualGallery),
      link(msg`Latest News & Updates`, paths.latestNewsUpdate),
      link(msg`Tender & Miscellaneous`, buildPath(paths.programsByGroup, { id: 3 })),
      ...SITE_INFO_LINKS,
    ],
  },
];

/** Pages outside the Menu that the site map lists too, by the id of the group they belong to. */
const SITE_MAP_EXTRA_LINKS: Readonly<Record<string, readonly NavLinkItem[]>> = {
  'training-programs': [link(msg`Training Programs at IIIDEM`, paths.trainingPrograms)],
  'digital-resources': [
    link(msg`Screen Reader Access`, paths.screenReaderAccess),
    // The policies and help GIGW 3.0 asks for, and the feedback form (issue 16).
    link(msg`Copyright Policy`, paths.copyrightPolicy),
    link(msg`Hyperlinking Policy`, paths.hyperlinkingPolicy),
    link(msg`Terms and Conditions`, paths.termsAndConditions),
    link(msg`Disclaimer`, paths.disclaimer),
    link(msg`Accessibility Statement`, paths.accessibilityStatement),
    link(msg`Help`, paths.help),
    link(msg`Feedback`, paths.feedback),
    link(msg`Search`, paths.search),
  ],
};

/** The site map's own four groups (spec 2 §2): headings, links and tabs in the specification's order and wording. */
const SITE_MAP_SPEC_GROUPS: readonly NavGroup[] = [
  {
    id: 'institute',
    heading: msg`INSTITUTE`,
    links: [...ABOUT_US_TAB_LINKS, ...CONTACT_AND_COMMISSION_LINKS],
  },
  {
    id: 'whos-who',
    heading: msg`WHO'S WHO`,
    links: [HONBLE_COMMISSION_LINK, link(msg`IIIDEM Officers`, paths.aboutUs, { tab: 'IIIDEM Directory' })],
  },
  {
    id: 'training-programs',
    heading: msg`Training Programs`,
    links: [...COURSE_LIST_TAB_LINKS],
  },
  {
    id: 'digital-resources',
    heading: msg`DIGITAL RESOURCES`,
    links: [link(msg`Photos & Videos`, paths.photosAndVideosGallery), ...SITE_INFO_LINKS],
  },
];

const linkTarget = (item: NavLinkItem) =>
  item.kind === 'external' ? (item.setting ?? item.href) : `${item.to}#${item.state ? item.state.tab : ''}`;

/**
 * The site map page: the specification's four groups first, each followed by the Menu's other pages of that
 * group (and a few pages the Menu leaves out), so that every page of the portal is listed once per group.
 * A Menu link is left out when the group already has its target, or a link of the same name (the Menu's
 * 'IIIDEM Officers' table page is reached from the directory the site map's 'IIIDEM Officers' opens).
 */
export const SITE_MAP_GROUPS: readonly NavGroup[] = SITE_MAP_SPEC_GROUPS.map((group) => {
  const menuLinks = MENU_GROUPS.find((menuGroup) => menuGroup.id === group.id)?.links ?? [];
  const candidates = [...menuLinks, ...(SITE_MAP_EXTRA_LINKS[group.id] ?? [])];
  const links = [...group.links];
  for (const candidate of candidates) {
    const taken = links.some(
      (item) => item.label.id === candidate.label.id || linkTarget(item) === linkTarget(candidate),
    );
    if (!taken) links.push(candidate);
  }
  return { ...group, links };
});

/** Footer quick links. */
export const FOOTER_LINKS: readonly InternalNavLink[] = [
  link(msg`Site Map`, paths.siteMap),
  link(msg`Privacy Policy`, paths.privacyPolicy),
  link(msg`Screen Reader Access`, paths.screenReaderAccess),
  link(msg`Contact Us`, paths.contactUs),
  link(msg`Vacancies`, paths.vacancies),
];

/** The footer's policies, help and feedback, which GIGW 3.0 asks every page to link (issue 16). */
export const FOOTER_POLICY_LINKS: readonly InternalNavLink[] = [
  link(msg`Copyright Policy`, paths.copyrightPolicy),
  link(msg`Hyperlinking Policy`, paths.hyperlinkingPolicy),
  link(msg`Terms and Conditions`, paths.termsAndConditions),
  link(msg`Disclaimer`, paths.disclaimer),
  link(msg`Accessibility Statement`, paths.accessibilityStatement),
  link(msg`Help`, paths.help),
  link(msg`Feedback`, paths.feedback),
];
