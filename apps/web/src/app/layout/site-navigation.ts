import { SITE_SETTINGS } from '../../config/site-settings';
import type { CourseListNavigationState } from '../../features/courses/course-tabs';
import type { AboutUsNavigationState } from '../../features/institute/about-us-tabs';
import { buildPath, paths } from '../../paths';

export type InternalNavLink = {
  kind: 'internal';
  label: string;
  to: string;
  state?: AboutUsNavigationState | CourseListNavigationState;
};

export type ExternalNavLink = { kind: 'external'; label: string; href: string };

export type NavLinkItem = InternalNavLink | ExternalNavLink;

export type NavGroup = { id: string; heading: string; links: readonly NavLinkItem[] };

const link = (label: string, to: string, state?: InternalNavLink['state']): InternalNavLink =>
  state ? { kind: 'internal', label, to, state } : { kind: 'internal', label, to };

// Links the Menu and the site map's own groups share, in the same order in both.
const ABOUT_US_TAB_LINKS = [
  link('About Us', paths.aboutUs, { tab: 'About IIIDEM' }),
  link('Vision & Mission', paths.aboutUs, { tab: 'Vision & Mission' }),
  link('Campus & Facilities', paths.aboutUs, { tab: 'Campus & Facilities' }),
];
const CONTACT_AND_COMMISSION_LINKS: readonly NavLinkItem[] = [
  link('Contact Us', paths.contactUs),
  { kind: 'external', label: SITE_SETTINGS.commissionSite.name, href: SITE_SETTINGS.commissionSite.url },
];
const HONBLE_COMMISSION_LINK = link("Hon'ble Commission", paths.aboutUs, {
  tab: "Organogram for the Hon'ble Commission",
});
const COURSE_LIST_TAB_LINKS = [
  link('Domestic', paths.courses, { tab: 'domestic' }),
  link('International', paths.courses, { tab: 'international' }),
  link('Academic', paths.courses, { tab: 'academic' }),
];
const SITE_INFO_LINKS = [
  link('Vacancies', paths.vacancies),
  link('Contact Us', paths.contactUs),
  link('Site Map', paths.siteMap),
  link('Privacy Policy', paths.privacyPolicy),
];

/**
 * The four groups of the Menu side panel, following the site map (spec 2 §2) and adding the other
 * institute pages of the route table. The site map page can render the same groups.
 */
export const MENU_GROUPS: readonly NavGroup[] = [
  {
    id: 'institute',
    heading: 'Institute',
    links: [
      ...ABOUT_US_TAB_LINKS,
      link('Mission, Vision and Goal', paths.missionVisionGoal),
      link('Academic Affairs', paths.academicAffairs),
      link('Centre for National Training', paths.centreForNationalTraining),
      link('Centre for International Training', paths.centreForInternationalTraining),
      link('MoU Partners', paths.mouPartners),
      ...CONTACT_AND_COMMISSION_LINKS,
    ],
  },
  {
    id: 'whos-who',
    heading: "Who's Who",
    links: [
      HONBLE_COMMISSION_LINK,
      link('IIIDEM Directory', paths.aboutUs, { tab: 'IIIDEM Directory' }),
      link('Chief Election Commissioner and Election Commissioners', paths.cecEc),
      link('Director General', paths.directorGeneral),
      link('Directors', paths.directors),
      link('Senior Consultants and Consultants', paths.consultants),
      link('IIIDEM Officers', paths.officers),
      link('Faculty', paths.faculty),
      link('Our Alumni', paths.ourAlumni),
      link('Alumni', paths.alumni),
      link('IIIDEM Alumni', paths.iiidemAlumni),
    ],
  },
  {
    id: 'training-programs',
    heading: 'Training Programs',
    links: [
      ...COURSE_LIST_TAB_LINKS,
      link('Our Training & Programs', paths.ourTrainingAndPrograms),
      link('Training Calendar', paths.trainingCalendar),
      link('Innovative Electoral Practices webinar series', paths.webinar),
    ],
  },
  {
    id: 'digital-resources',
    heading: 'Digital Resources',
    links: [
      link('Photos & Videos', paths.photosAndVideosGallery),
      link('Virtual Gallery', paths.virtualGallery),
      link('Latest News & Updates', paths.latestNewsUpdate),
      link('Tender & Miscellaneous', buildPath(paths.programsByGroup, { id: 3 })),
      ...SITE_INFO_LINKS,
    ],
  },
];

/** Pages outside the Menu that the site map lists too, by the id of the group they belong to. */
const SITE_MAP_EXTRA_LINKS: Readonly<Record<string, readonly NavLinkItem[]>> = {
  'training-programs': [link('Training Programs at IIIDEM', paths.trainingPrograms)],
  'digital-resources': [link('Screen Reader Access', paths.screenReaderAccess)],
};

/** The site map's own four groups (spec 2 §2): headings, links and tabs in the specification's order and wording. */
const SITE_MAP_SPEC_GROUPS: readonly NavGroup[] = [
  {
    id: 'institute',
    heading: 'INSTITUTE',
    links: [...ABOUT_US_TAB_LINKS, ...CONTACT_AND_COMMISSION_LINKS],
  },
  {
    id: 'whos-who',
    heading: "WHO'S WHO",
    links: [HONBLE_COMMISSION_LINK, link('IIIDEM Officers', paths.aboutUs, { tab: 'IIIDEM Directory' })],
  },
  {
    id: 'training-programs',
    heading: 'Training Programs',
    links: [...COURSE_LIST_TAB_LINKS],
  },
  {
    id: 'digital-resources',
    heading: 'DIGITAL RESOURCES',
    links: [link('Photos & Videos', paths.photosAndVideosGallery), ...SITE_INFO_LINKS],
  },
];

const linkTarget = (item: NavLinkItem) =>
  item.kind === 'external' ? item.href : `${item.to}#${item.state ? item.state.tab : ''}`;

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
    const taken = links.some((item) => item.label === candidate.label || linkTarget(item) === linkTarget(candidate));
    if (!taken) links.push(candidate);
  }
  return { ...group, links };
});

/** Footer quick links. */
export const FOOTER_LINKS: readonly InternalNavLink[] = [
  link('Site Map', paths.siteMap),
  link('Privacy Policy', paths.privacyPolicy),
  link('Screen Reader Access', paths.screenReaderAccess),
  link('Contact Us', paths.contactUs),
  link('Vacancies', paths.vacancies),
];
