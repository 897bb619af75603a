import { msg } from '@lingui/core/macro';
import { CONTENT_IMAGES } from './images';
import { INSTITUTE_FACTS } from './institute-facts';
import { quote, type Text } from './text';
import type { ContentMeta } from './types';

const { campus, institutionalBlock, hostel, auditorium, library } = INSTITUTE_FACTS;

export type Facility = {
  id: string;
  heading: Text;
  paragraphs: readonly Text[];
  /** Key figures, each shown as a highlighted item. */
  figures: readonly Text[];
  image: { src: string; alt: Text };
};

export const CAMPUS_AND_FACILITIES_CONTENT = {
  lastUpdated: '2026-11-12',
  intro: [
    msg`The institute's own campus in New Delhi is spread over ${quote(campus.area)}, with a built-up area of ${quote(campus.builtUp)}. Its foundation stone was laid on ${quote(campus.foundationStone)}, and the project's approved cost is ${quote(campus.approvedCost)}.`,
    msg`The campus is designed for residential training: trainees study, stay and meet on one site, with barrier-free access throughout.`,
  ],
  campusImage: {
    src: CONTENT_IMAGES.campus,
    alt: msg`Illustration of the campus: the institutional block, the hostel and the auditorium`,
  },
  campusFigures: [
    msg`Campus of ${quote(campus.area)}`,
    msg`Built-up area of ${quote(campus.builtUp)}`,
    msg`Foundation stone laid on ${quote(campus.foundationStone)}`,
    msg`Approved cost ${quote(campus.approvedCost)}`,
  ],
  facilities: [
    {
      id: 'institutional-block',
      heading: msg`Institutional block`,
      paragraphs: [
        msg`The institutional block of ${quote(institutionalBlock.area)} has classrooms, a computer laboratory, an EVM and VVPAT training hall, syndicate rooms and faculty offices, and can train ${quote(institutionalBlock.capacity)} at a time.`,
      ],
      figures: [
        msg`${quote(institutionalBlock.area)} of floor space`,
        msg`Capacity of ${quote(institutionalBlock.capacity)}`,
      ],
      image: { src: CONTENT_IMAGES.institutionalBlock, alt: msg`Illustration of the institutional block` },
    },
    {
      id: 'hostel',
      heading: msg`Hostel`,
      paragraphs: [
        msg`The hostel has ${quote(hostel.floors)}, with ${quote(hostel.studioApartments)}, ${quote(hostel.twinRooms)}, ${quote(hostel.singleRooms)} and a ${quote(hostel.dormitory)}, and accommodates ${quote(hostel.capacity)}.`,
      ],
      figures: [
        hostel.floors,
        hostel.studioApartments,
        hostel.twinRooms,
        hostel.singleRooms,
        hostel.dormitory,
        msg`Accommodates ${quote(hostel.capacity)}`,
      ],
      image: { src: CONTENT_IMAGES.hostel, alt: msg`Illustration of the hostel block` },
    },
    {
      id: 'auditorium',
      heading: msg`Auditorium`,
      paragraphs: [
        msg`The auditorium of ${quote(auditorium.area)} has ${quote(auditorium.seats)}, with simultaneous interpretation booths for international programmes.`,
      ],
      figures: [msg`${quote(auditorium.area)} auditorium`, auditorium.seats],
      image: { src: CONTENT_IMAGES.auditorium, alt: msg`Illustration of the auditorium` },
    },
    {
      id: 'library',
      heading: msg`Library`,
      paragraphs: [
        msg`The library holds ${quote(library.books)} on elections, democracy, law and public administration, and gives access to ${quote(library.articles)} through online journal databases.`,
      ],
      figures: [library.books, msg`Access to ${quote(library.articles)}`],
      image: { src: CONTENT_IMAGES.library, alt: msg`Illustration of the library` },
    },
  ] satisfies readonly Facility[],
} as const satisfies ContentMeta & Record<string, unknown>;
