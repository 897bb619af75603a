import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Figures and texts of the programme overview (spec 1 §2 Program overview, §9; spec 2 §9). */

/** Marketing figures as on 28 May 2025 (spec 2 §9). */
export const PROGRAM_FIGURES_DATE = '2025-05-28';
export const NATIONAL_FIGURES = { trainings: 1317, trainees: 100638 } as const;
export const INTERNATIONAL_FIGURES = {
  programmes: { total: 142, offline: 125, online: 17 },
  participants: { total: 3053, offline: 2623, online: 430 },
  modules: 10,
} as const;

/** National-level master trainers (spec 2 §9). */
export const MASTER_TRAINERS = { count: 237, asOn: '2024-03-31' } as const;

/** Indian digit grouping, as the institute writes its figures: 100638 -> '1,00,638'. */
export function formatFigure(value: number): string {
  return value.toLocaleString('en-IN');
}

export const DOMESTIC_THEMES = [
  {
    title: msg`Electoral roll management`,
    text: msg`Registration of electors, continuous updation, claims and objections, and a clean, inclusive roll.`,
  },
  {
    title: msg`Conduct of elections`,
    text: msg`The duties of Returning Officers and polling personnel from notification to the declaration of results, including EVM and VVPAT management.`,
  },
  {
    title: msg`Model Code of Conduct and expenditure monitoring`,
    text: msg`Enforcing the Model Code of Conduct, media certification and the monitoring of election expenditure.`,
  },
  {
    title: msg`Voters' education and electoral participation`,
    text: msg`Planning and evaluating SVEEP campaigns that close gaps in registration and turnout.`,
  },
  {
    title: msg`Technology and innovation in elections`,
    text: msg`The Commission's IT applications, data for decisions, and accessible and inclusive election practices.`,
  },
] as const;

export const INTERNATIONAL_FORMATS = [
  {
    title: msg`Bilateral capacity-development programmes`,
    text: msg`Programmes designed with one partner Election Management Body for its own officials and priorities.`,
  },
  {
    title: msg`Multi-country programmes`,
    text: msg`Courses for officials of several countries under the Indian Technical and Economic Cooperation (ITEC) programme.`,
  },
  {
    title: msg`Study visits and election visitor programmes`,
    text: msg`Delegations observe the conduct of elections in India and meet the officials who run them.`,
  },
  {
    title: msg`Online programmes`,
    text: msg`Live virtual classrooms that reach participants who cannot travel, with recorded sessions and reading material.`,
  },
  {
    title: msg`Workshops and conferences`,
    text: msg`Short thematic events with partner institutions and associations of election management bodies.`,
  },
] as const;

export type OverviewPhoto = { name: string; alt: MessageDescriptor; caption: MessageDescriptor };

/** Served from /images/programs/{name}.webp with a .jpg fallback, 720 by 450 pixels. */
export const INTERNATIONAL_PHOTOS: readonly OverviewPhoto[] = [
  {
    name: 'international-classroom',
    alt: msg`Participants of an international training programme in a classroom session at IIIDEM`,
    caption: msg`A classroom session of an international training programme`,
  },
  {
    name: 'international-evm-demonstration',
    alt: msg`Election officials from partner countries at a demonstration of electronic voting machines`,
    caption: msg`Hands-on demonstration of EVM and VVPAT`,
  },
  {
    name: 'international-study-visit',
    alt: msg`A foreign delegation on a study visit to a polling station during elections in India`,
    caption: msg`A study visit during elections in India`,
  },
];
export const PHOTO_WIDTH = 720;
export const PHOTO_HEIGHT = 450;

/** The ten international modules; each is a PDF under /docs/international-modules/. */
export const INTERNATIONAL_MODULES: readonly MessageDescriptor[] = [
  msg`Legal Framework and Electoral Systems`,
  msg`Voter Registration and Electoral Roll Management`,
  msg`Election Planning and Logistics`,
  msg`Use of Technology in Elections`,
  msg`Voters' Education and Electoral Participation`,
  msg`Political Finance and Election Expenditure Monitoring`,
  msg`Media and Elections`,
  msg`Inclusive and Accessible Elections`,
  msg`Election Security and Risk Management`,
  msg`Electoral Dispute Resolution and Electoral Integrity`,
];

/** '/docs/international-modules/module-03.pdf' for the third module. */
export function modulePdfPath(index: number): string {
  return `/docs/international-modules/module-${String(index + 1).padStart(2, '0')}.pdf`;
}

export const MASTER_TRAINERS_PDF = '/docs/national-level-master-trainers.pdf';
export const MASTERS_BROCHURE_PDF = '/docs/masters-programme-brochure.pdf';
