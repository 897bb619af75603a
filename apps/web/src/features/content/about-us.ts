import { paths } from '../../paths';
import { CONTENT_IMAGES } from './images';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

const { campus, institutionalBlock, hostel, auditorium, library } = INSTITUTE_FACTS;

/** A post in the organogram; `reports` are the posts under it. */
export type OrganogramPost = { title: string; note?: string; reports?: readonly OrganogramPost[] };

export const ABOUT_US_CONTENT = {
  lastUpdated: '2026-11-20',
  tabsLabel: 'About the institute',
  about: {
    heading: 'About IIIDEM',
    paragraphs: [
      `The India International Institute of Democracy and Election Management (IIIDEM) was set up by the Election Commission of India in ${INSTITUTE_FACTS.setUpIn} as its training and research institute. It builds the capacity of the country's election machinery and shares India's experience of free, fair and inclusive elections with election management bodies across the world.`,
      `At home, IIIDEM runs a cascaded training model: national-level master trainers prepare state and district master trainers, who in turn train ${INSTITUTE_FACTS.pollPersonnel} down to the polling-station level.`,
      `Abroad, IIIDEM has conducted ${INSTITUTE_FACTS.internationalReachEarlier}, in partnership with election management bodies and international organisations.`,
    ],
    links: [
      { label: 'Centre for National Training', to: paths.centreForNationalTraining },
      { label: 'Centre for International Training', to: paths.centreForInternationalTraining },
      { label: 'Academic Affairs', to: paths.academicAffairs },
    ],
  },
  visionMission: {
    heading: 'Vision & Mission',
    visionHeading: 'Vision',
    missionHeading: 'Mission',
    moreLink: { label: 'Mission, vision and goal of the institute', to: paths.missionVisionGoal },
  },
  campus: {
    heading: 'Campus & Facilities',
    image: { src: CONTENT_IMAGES.campus, alt: 'Illustration of the campus' },
    paragraphs: [
      `The campus is spread over ${campus.area}, with a built-up area of ${campus.builtUp}.`,
      `It has an institutional block of ${institutionalBlock.area} for ${institutionalBlock.capacity}, a hostel of ${hostel.floors} for ${hostel.capacity}, an auditorium of ${auditorium.area} with ${auditorium.seatsAboutUs}, and a library of ${library.books}.`,
    ],
    moreLink: { label: 'Read more about the campus and its facilities', to: paths.campusAndFacilities },
  },
  organogram: {
    heading: "Organogram for the Hon'ble Commission",
    intro:
      'The Election Commission of India is a multi-member body: the Chief Election Commissioner and two Election Commissioners. IIIDEM works under the Commission through its Secretariat.',
    chart: {
      title: 'Election Commission of India',
      reports: [
        {
          title: 'Chief Election Commissioner',
          reports: [
            {
              title: 'Election Commissioners',
              note: 'two',
              reports: [
                {
                  title: 'Secretary General',
                  reports: [
                    { title: 'Deputy Election Commissioners' },
                    {
                      title: 'Director General, IIIDEM',
                      reports: [
                        { title: 'Director (National Training)' },
                        { title: 'Director (International Training)' },
                        { title: 'Director (Academic Affairs)' },
                        { title: 'Director (Administration)' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    } satisfies OrganogramPost,
    moreLink: { label: 'The Chief Election Commissioner and Election Commissioners', to: paths.cecEc },
  },
  directory: {
    heading: 'IIIDEM Directory',
    intro: 'Officers of each division, with their e-mail, office number and intercom extension.',
    /** Each division's table is named 'Officers: <division>' (its accordion section is named by the division). */
    tableCaptionPrefix: 'Officers:',
    moreLink: { label: 'All IIIDEM officers in one table', to: paths.officers },
  },
} as const satisfies ContentMeta & Record<string, unknown>;
