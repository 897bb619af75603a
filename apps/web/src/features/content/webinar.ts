import { msg } from '@lingui/core/macro';
import { CONTENT_IMAGES } from './images';
import { PLACEHOLDER_NAMES } from './institute-facts';
import { quote, type Text } from './text';
import type { ContentMeta } from './types';

export const WEBINAR_TABS = ['OBJECTIVES', 'SESSIONS', 'THE SPEAKERS', 'UPDATES'] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];
/** The tabs' names, shown as the tab and as the breadcrumb's last item. */
export const WEBINAR_TAB_LABELS: Record<WebinarTab, Text> = {
  OBJECTIVES: msg`OBJECTIVES`,
  SESSIONS: msg`SESSIONS`,
  'THE SPEAKERS': msg`THE SPEAKERS`,
  UPDATES: msg`UPDATES`,
};
export const DEFAULT_WEBINAR_TAB: WebinarTab = 'OBJECTIVES';
/** The webinar's own key, so it does not overwrite the course pages' `activeTab`. */
export const WEBINAR_TAB_STORAGE_KEY = 'webinarActiveTab';

export type WebinarNavigationState = { tab: WebinarTab };

export type AgendaItem = { time: Text; session: Text; details: Text };

export const WEBINAR_SESSION_TITLE = msg`Green Elections: Exploring Sustainable Practices in Electoral Management`;

export const WEBINAR_CONTENT = {
  lastUpdated: '2025-10-06',
  banner: { src: CONTENT_IMAGES.webinarBanner, alt: '' },
  intro: [
    msg`A webinar series showcasing case studies from the Chief Electoral Officers of States and Union Territories: how election officers in the field solved real problems, and what others can take from their work.`,
  ],
  tabsLabel: msg`Webinar series`,
  objectives: {
    heading: msg`Objectives`,
    lead: msg`The objectives of the series are to:`,
    items: [
      msg`promote adoption of innovative practices in electoral management;`,
      msg`enhance horizontal learning by sharing best practices of Indian election officers;`,
      msg`build a repository of practical strategies.`,
    ],
  },
  session: {
    label: msg`Session 1`,
    title: WEBINAR_SESSION_TITLE,
    date: msg`13 October 2025`,
    time: msg`4:00 PM to 6:00 PM IST`,
    description: msg`How election management can lower its environmental footprint: greener polling materials, less paper, waste management at polling stations and counting centres, and the experience of States that have tried it.`,
    agendaCaption: msg`Agenda of Session 1`,
    agendaColumns: { time: msg`Time (IST)`, session: msg`Session`, details: msg`Details` },
    agenda: [
      { time: msg`4 PM`, session: msg`Opening remarks`, details: msg`Welcome and opening remarks by the institute.` },
      {
        time: msg`4:00-4:40`,
        session: msg`Theme introduction`,
        details: msg`Why sustainable practices matter in electoral management.`,
      },
      { time: msg`4:40-4:50`, session: msg`Break`, details: msg`10 minutes` },
      {
        time: msg`4:50-5:30`,
        session: msg`Main talk`,
        details: msg`Stories from the field: green practices of a State election machinery.`,
      },
      { time: msg`5:30-6:00`, session: msg`Q&A`, details: msg`Questions from participants and closing.` },
    ] satisfies readonly AgendaItem[],
  },
  links: {
    // A real knowledge partner of election bodies (the demo names no partner of its own); the concept note is a
    // sample PDF of this site (issue 15: no invented external address).
    knowledgePartner: { label: msg`Knowledge partner website`, url: 'https://www.idea.int/' },
    conceptNote: { label: msg`Concept note (PDF)`, url: '/docs/green-elections-concept-note.pdf' },
  },
  speakers: [
    {
      name: PLACEHOLDER_NAMES.speaker,
      role: msg`Chief Electoral Officer of a State`,
      photo: { src: CONTENT_IMAGES.speakers[0], alt: msg`Placeholder portrait of the first speaker` },
      biography: msg`A senior officer of the Indian Administrative Service who, as Chief Electoral Officer, led a State-wide programme to cut plastic and paper at polling stations and to recycle election material.`,
    },
    {
      name: PLACEHOLDER_NAMES.speaker,
      role: msg`Expert, knowledge partner of the series`,
      photo: { src: CONTENT_IMAGES.speakers[1], alt: msg`Placeholder portrait of the second speaker` },
      biography: msg`A researcher in environmental policy and public administration who studies how public bodies measure and reduce the environmental footprint of large operations.`,
    },
  ],
  updates: {
    heading: msg`Updates`,
    items: [
      // '' is ICU's apostrophe: a single one before a placeholder would quote the placeholder itself.
      msg`Session 1, ''${quote(WEBINAR_SESSION_TITLE)}'': 13 October 2025, 4:00 PM to 6:00 PM IST.`,
      msg`The concept note of the session and the knowledge partner’s website are linked below.`,
    ],
  },
} as const satisfies ContentMeta & Record<string, unknown>;
