import { CONTENT_IMAGES } from './images';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

const { campus, institutionalBlock, hostel, auditorium, library } = INSTITUTE_FACTS;

export type Facility = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** Key figures, each shown as a highlighted item. */
  figures: readonly string[];
  image: { src: string; alt: string };
};

export const CAMPUS_AND_FACILITIES_CONTENT = {
  lastUpdated: '2026-11-12',
  intro: [
    `The institute's own campus in New Delhi is spread over ${campus.area}, with a built-up area of ${campus.builtUp}. Its foundation stone was laid on ${campus.foundationStone}, and the project's approved cost is ${campus.approvedCost}.`,
    'The campus is designed for residential training: trainees study, stay and meet on one site, with barrier-free access throughout.',
  ],
  campusImage: {
    src: CONTENT_IMAGES.campus,
    alt: 'Illustration of the campus: the institutional block, the hostel and the auditorium',
  },
  campusFigures: [
    `Campus of ${campus.area}`,
    `Built-up area of ${campus.builtUp}`,
    `Foundation stone laid on ${campus.foundationStone}`,
    `Approved cost ${campus.approvedCost}`,
  ],
  facilities: [
    {
      id: 'institutional-block',
      heading: 'Institutional block',
      paragraphs: [
        `The institutional block of ${institutionalBlock.area} has classrooms, a computer laboratory, an EVM and VVPAT training hall, syndicate rooms and faculty offices, and can train ${institutionalBlock.capacity} at a time.`,
      ],
      figures: [`${institutionalBlock.area} of floor space`, `Capacity of ${institutionalBlock.capacity}`],
      image: { src: CONTENT_IMAGES.institutionalBlock, alt: 'Illustration of the institutional block' },
    },
    {
      id: 'hostel',
      heading: 'Hostel',
      paragraphs: [
        `The hostel has ${hostel.floors}, with ${hostel.studioApartments}, ${hostel.twinRooms}, ${hostel.singleRooms} and a ${hostel.dormitory}, and accommodates ${hostel.capacity}.`,
      ],
      figures: [
        hostel.floors,
        hostel.studioApartments,
        hostel.twinRooms,
        hostel.singleRooms,
        hostel.dormitory,
        `Accommodates ${hostel.capacity}`,
      ],
      image: { src: CONTENT_IMAGES.hostel, alt: 'Illustration of the hostel block' },
    },
    {
      id: 'auditorium',
      heading: 'Auditorium',
      paragraphs: [
        `The auditorium of ${auditorium.area} has ${auditorium.seats}, with simultaneous interpretation booths for international programmes.`,
      ],
      figures: [`${auditorium.area} auditorium`, auditorium.seats],
      image: { src: CONTENT_IMAGES.auditorium, alt: 'Illustration of the auditorium' },
    },
    {
      id: 'library',
      heading: 'Library',
      paragraphs: [
        `The library holds ${library.books} on elections, democracy, law and public administration, and gives access to ${library.articles} through online journal databases.`,
      ],
      figures: [library.books, `Access to ${library.articles}`],
      image: { src: CONTENT_IMAGES.library, alt: 'Illustration of the library' },
    },
  ] satisfies readonly Facility[],
} as const satisfies ContentMeta & Record<string, unknown>;
