/** Figures and texts of the programme overview (spec 1 §2 Program overview, §9; spec 2 §9). */

/** Marketing figures as on 28 May 2025 (spec 2 §9). */
export const PROGRAM_FIGURES_DATE = '28 May 2025';
export const NATIONAL_FIGURES = { trainings: 1317, trainees: 100638 } as const;
export const INTERNATIONAL_FIGURES = {
  programmes: { total: 142, offline: 125, online: 17 },
  participants: { total: 3053, offline: 2623, online: 430 },
  modules: 10,
} as const;

/** National-level master trainers (spec 2 §9). */
export const MASTER_TRAINERS = { count: 237, asOn: '31 March 2024' } as const;

/** Indian digit grouping, as the institute writes its figures: 100638 -> '1,00,638'. */
export function formatFigure(value: number): string {
  return value.toLocaleString('en-IN');
}

export const DOMESTIC_THEMES = [
  {
    title: 'Electoral roll management',
    text: 'Registration of electors, continuous updation, claims and objections, and a clean, inclusive roll.',
  },
  {
    title: 'Conduct of elections',
    text: 'The duties of Returning Officers and polling personnel from notification to the declaration of results, including EVM and VVPAT management.',
  },
  {
    title: 'Model Code of Conduct and expenditure monitoring',
    text: 'Enforcing the Model Code of Conduct, media certification and the monitoring of election expenditure.',
  },
  {
    title: "Voters' education and electoral participation",
    text: 'Planning and evaluating SVEEP campaigns that close gaps in registration and turnout.',
  },
  {
    title: 'Technology and innovation in elections',
    text: "The Commission's IT applications, data for decisions, and accessible and inclusive election practices.",
  },
] as const;

export const INTERNATIONAL_FORMATS = [
  {
    title: 'Bilateral capacity-development programmes',
    text: 'Programmes designed with one partner Election Management Body for its own officials and priorities.',
  },
  {
    title: 'Multi-country programmes',
    text: 'Courses for officials of several countries under the Indian Technical and Economic Cooperation (ITEC) programme.',
  },
  {
    title: 'Study visits and election visitor programmes',
    text: 'Delegations observe the conduct of elections in India and meet the officials who run them.',
  },
  {
    title: 'Online programmes',
    text: 'Live virtual classrooms that reach participants who cannot travel, with recorded sessions and reading material.',
  },
  {
    title: 'Workshops and conferences',
    text: 'Short thematic events with partner institutions and associations of election management bodies.',
  },
] as const;

export type OverviewPhoto = { name: string; alt: string; caption: string };

/** Served from /images/programs/{name}.webp with a .jpg fallback, 720 by 450 pixels. */
export const INTERNATIONAL_PHOTOS: readonly OverviewPhoto[] = [
  {
    name: 'international-classroom',
    alt: 'Participants of an international training programme in a classroom session at IIIDEM',
    caption: 'A classroom session of an international training programme',
  },
  {
    name: 'international-evm-demonstration',
    alt: 'Election officials from partner countries at a demonstration of electronic voting machines',
    caption: 'Hands-on demonstration of EVM and VVPAT',
  },
  {
    name: 'international-study-visit',
    alt: 'A foreign delegation on a study visit to a polling station during elections in India',
    caption: 'A study visit during elections in India',
  },
];
export const PHOTO_WIDTH = 720;
export const PHOTO_HEIGHT = 450;

/** The ten international modules; each is a PDF under /docs/international-modules/. */
export const INTERNATIONAL_MODULES = [
  'Legal Framework and Electoral Systems',
  'Voter Registration and Electoral Roll Management',
  'Election Planning and Logistics',
  'Use of Technology in Elections',
  "Voters' Education and Electoral Participation",
  'Political Finance and Election Expenditure Monitoring',
  'Media and Elections',
  'Inclusive and Accessible Elections',
  'Election Security and Risk Management',
  'Electoral Dispute Resolution and Electoral Integrity',
] as const;

/** '/docs/international-modules/module-03.pdf' for the third module. */
export function modulePdfPath(index: number): string {
  return `/docs/international-modules/module-${String(index + 1).padStart(2, '0')}.pdf`;
}

export const MASTER_TRAINERS_PDF = '/docs/national-level-master-trainers.pdf';
export const MASTERS_BROCHURE_PDF = '/docs/masters-programme-brochure.pdf';
