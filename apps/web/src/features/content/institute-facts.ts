import { msg } from '@lingui/core/macro';

/**
 * The institute's figures, exactly as the specification states them (spec 2 §1 and §9). Pages quote these
 * texts inside their own sentences, so a figure changes in one place. Where the specification quotes two
 * figures for one thing (set-up date, auditorium seats, international reach), both are kept and named.
 */
export const INSTITUTE_FACTS = {
  /** The faculty page's wording. */
  setUpOn: msg`17 June 2011`,
  /** Every other page's wording. */
  setUpIn: msg`June 2011`,
  pollPersonnel: msg`about eleven million poll personnel`,
  masterTrainers: msg`237 national-level master trainers`,
  masterTrainersAsOn: msg`as on 31 March 2024`,
  countries: msg`141 countries`,
  internationalProgrammes: msg`over 140 international programmes`,
  internationalTrainees: msg`over 3000 trainees (as on 31 May 2025)`,
  /** Quoted on another page of the specification. */
  internationalReachEarlier: msg`more than 87 international programmes for about 102 countries`,
  campus: {
    area: msg`5 acres`,
    builtUp: msg`26,500 sq m`,
    foundationStone: msg`25 January 2016`,
    approvedCost: msg`about Rs 130 crore`,
  },
  institutionalBlock: { area: msg`12,500 sqm`, capacity: msg`about 550 trainees` },
  hostel: {
    floors: msg`ground+7 floors`,
    studioApartments: msg`9 studio apartments`,
    twinRooms: msg`26 twin rooms`,
    singleRooms: msg`59 single rooms`,
    dormitory: msg`15-seat dormitory`,
    capacity: msg`about 200 people`,
  },
  auditorium: {
    area: msg`2405 sq m`,
    /** The campus page's wording. */
    seats: msg`400+ seats`,
    /** The about-us page's wording. */
    seatsAboutUs: msg`425 seats`,
  },
  library: { books: msg`over 3,700 books`, articles: msg`10 million articles` },
  /** Sample programme dates (spec 2 §9), DD-MM-YYYY as the cards show them. */
  sampleProgrammeDates: { from: '21-02-2025', to: '31-03-2025' },
} as const;

/** Placeholder text for names the specification leaves out ({name}); never a real person's name. */
export const PLACEHOLDER_NAMES = {
  officer: msg`Name of Officer`,
  faculty: msg`Name of Faculty Member`,
  alumnus: msg`Name of Alumnus`,
  consultant: msg`Name of Consultant`,
  speaker: msg`Name of Speaker`,
} as const;

/** Work experience shown on faculty and alumni cards (spec 2 §1). */
export const PLACEHOLDER_WORK_EXPERIENCE = msg`10 years`;
