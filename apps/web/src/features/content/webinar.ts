import { CONTENT_IMAGES } from './images';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta } from './types';

export const WEBINAR_TABS = ['OBJECTIVES', 'SESSIONS', 'THE SPEAKERS', 'UPDATES'] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];
export const DEFAULT_WEBINAR_TAB: WebinarTab = 'OBJECTIVES';
/** The webinar's own key, so it does not overwrite the course pages' `activeTab`. */
export const WEBINAR_TAB_STORAGE_KEY = 'webinarActiveTab';

export type WebinarNavigationState = { tab: WebinarTab };

export type AgendaItem = { time: string; session: string; details: string };

export const WEBINAR_SESSION_TITLE = 'Green Elections: Exploring Sustainable Practices in Electoral Management';

export const WEBINAR_CONTENT = {
  lastUpdated: '2025-10-06',
  banner: { src: CONTENT_IMAGES.webinarBanner, alt: '' },
  intro: [
    'A webinar series showcasing case studies from the Chief Electoral Officers of States and Union Territories: how election officers in the field solved real problems, and what others can take from their work.',
  ],
  tabsLabel: 'Webinar series',
  objectives: {
    heading: 'Objectives',
    lead: 'The objectives of the series are to:',
    items: [
      'promote adoption of innovative practices in electoral management;',
      'enhance horizontal learning by sharing best practices of Indian election officers;',
      'build a repository of practical strategies.',
    ],
  },
  session: {
    label: 'Session 1',
    title: WEBINAR_SESSION_TITLE,
    date: '13 October 2025',
    time: '4:00 PM to 6:00 PM IST',
    description:
      'How election management can lower its environmental footprint: greener polling materials, less paper, waste management at polling stations and counting centres, and the experience of States that have tried it.',
    agendaCaption: 'Agenda of Session 1',
    agendaColumns: { time: 'Time (IST)', session: 'Session', details: 'Details' },
    agenda: [
      { time: '4 PM', session: 'Opening remarks', details: 'Welcome and opening remarks by the institute.' },
      {
        time: '4:00-4:40',
        session: 'Theme introduction',
        details: 'Why sustainable practices matter in electoral management.',
      },
      { time: '4:40-4:50', session: 'Break', details: '10 minutes' },
      {
        time: '4:50-5:30',
        session: 'Main talk',
        details: 'Stories from the field: green practices of a State election machinery.',
      },
      { time: '5:30-6:00', session: 'Q&A', details: 'Questions from participants and closing.' },
    ] satisfies readonly AgendaItem[],
  },
  links: {
    knowledgePartner: { label: 'Knowledge partner website', url: 'https://knowledge-partner.example.org/' },
    conceptNote: {
      label: 'Concept note (PDF)',
      url: 'https://knowledge-partner.example.org/green-elections-concept-note.pdf',
    },
  },
  speakers: [
    {
      name: PLACEHOLDER_NAMES.speaker,
      role: 'Chief Electoral Officer of a State',
      photo: { src: CONTENT_IMAGES.speakers[0], alt: 'Placeholder portrait of the first speaker' },
      biography:
        'A senior officer of the Indian Administrative Service who, as Chief Electoral Officer, led a State-wide programme to cut plastic and paper at polling stations and to recycle election material.',
    },
    {
      name: PLACEHOLDER_NAMES.speaker,
      role: 'Expert, knowledge partner of the series',
      photo: { src: CONTENT_IMAGES.speakers[1], alt: 'Placeholder portrait of the second speaker' },
      biography:
        'A researcher in environmental policy and public administration who studies how public bodies measure and reduce the environmental footprint of large operations.',
    },
  ],
  updates: {
    heading: 'Updates',
    items: [
      `Session 1, '${WEBINAR_SESSION_TITLE}': 13 October 2025, 4:00 PM to 6:00 PM IST.`,
      'The concept note of the session and the knowledge partner\u2019s website are linked below.',
    ],
  },
} as const satisfies ContentMeta & Record<string, unknown>;
