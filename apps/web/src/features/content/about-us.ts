import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import { CONTENT_IMAGES } from './images';
import { INSTITUTE_FACTS } from './institute-facts';
import { quote, type Text } from './text';
import type { ContentMeta } from './types';

const { campus, institutionalBlock, hostel, auditorium, library } = INSTITUTE_FACTS;

/** A post in the organogram; `reports` are the posts under it. */
export type OrganogramPost = { title: Text; note?: Text; reports?: readonly OrganogramPost[] };

export const ABOUT_US_CONTENT = {
  lastUpdated: '2026-11-20',
  tabsLabel: msg`About the institute`,
  about: {
    heading: msg`About IIIDEM`,
    paragraphs: [
      msg`The India International Institute of Democracy and Election Management (IIIDEM) was set up by the Election Commission of India in ${quote(INSTITUTE_FACTS.setUpIn)} as its training and research institute. It builds the capacity of the country's election machinery and shares India's experience of free, fair and inclusive elections with election management bodies across the world.`,
      msg`At home, IIIDEM runs a cascaded training model: national-level master trainers prepare state and district master trainers, who in turn train ${quote(INSTITUTE_FACTS.pollPersonnel)} down to the polling-station level.`,
      msg`Abroad, IIIDEM has conducted ${quote(INSTITUTE_FACTS.internationalReachEarlier)}, in partnership with election management bodies and international organisations.`,
    ],
    links: [
      { label: msg`Centre for National Training`, to: paths.centreForNationalTraining },
      { label: msg`Centre for International Training`, to: paths.centreForInternationalTraining },
      { label: msg`Academic Affairs`, to: paths.academicAffairs },
    ],
  },
  visionMission: {
    heading: msg`Vision & Mission`,
    visionHeading: msg`Vision`,
    missionHeading: msg`Mission`,
    moreLink: { label: msg`Mission, vision and goal of the institute`, to: paths.missionVisionGoal },
  },
  campus: {
    heading: msg`Campus & Facilities`,
    image: { src: CONTENT_IMAGES.campus, alt: msg`Illustration of the campus` },
    paragraphs: [
      msg`The campus is spread over ${quote(campus.area)}, with a built-up area of ${quote(campus.builtUp)}.`,
      msg`It has an institutional block of ${quote(institutionalBlock.area)} for ${quote(institutionalBlock.capacity)}, a hostel of ${quote(hostel.floors)} for ${quote(hostel.capacity)}, an auditorium of ${quote(auditorium.area)} with ${quote(auditorium.seatsAboutUs)}, and a library of ${quote(library.books)}.`,
    ],
    moreLink: { label: msg`Read more about the campus and its facilities`, to: paths.campusAndFacilities },
  },
  organogram: {
    heading: msg`Organogram for the Hon'ble Commission`,
    intro: msg`The Election Commission of India is a multi-member body: the Chief Election Commissioner and two Election Commissioners. IIIDEM works under the Commission through its Secretariat.`,
    chart: {
      title: msg`Election Commission of India`,
      reports: [
        {
          title: msg`Chief Election Commissioner`,
          reports: [
            {
              title: msg`Election Commissioners`,
              note: msg`two`,
              reports: [
                {
                  title: msg`Secretary General`,
                  reports: [
                    { title: msg`Deputy Election Commissioners` },
                    {
                      title: msg`Director General, IIIDEM`,
                      reports: [
                        { title: msg`Director (National Training)` },
                        { title: msg`Director (International Training)` },
                        { title: msg`Director (Academic Affairs)` },
                        { title: msg`Director (Administration)` },
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
    moreLink: { label: msg`The Chief Election Commissioner and Election Commissioners`, to: paths.cecEc },
  },
  directory: {
    heading: msg`IIIDEM Directory`,
    intro: msg`Officers of each division, with their e-mail, office number and intercom extension.`,
    /** Each division's table is named 'Officers: <division>' (its accordion section is named by the division). */
    tableCaptionPrefix: msg`Officers:`,
    moreLink: { label: msg`All IIIDEM officers in one table`, to: paths.officers },
  },
} as const satisfies ContentMeta & Record<string, unknown>;
