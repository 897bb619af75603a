/**
 * The institute's figures, exactly as the specification states them (spec 2 §1 and §9). Pages quote these
 * strings inside their own sentences, so a figure changes in one place. Where the specification quotes two
 * figures for one thing (set-up date, auditorium seats, international reach), both are kept and named.
 */
export const INSTITUTE_FACTS = {
  /** The faculty page's wording. */
  setUpOn: '17 June 2011',
  /** Every other page's wording. */
  setUpIn: 'June 2011',
  pollPersonnel: 'about eleven million poll personnel',
  masterTrainers: '237 national-level master trainers',
  masterTrainersAsOn: 'as on 31 March 2024',
  countries: '141 countries',
  internationalProgrammes: 'over 140 international programmes',
  internationalTrainees: 'over 3000 trainees (as on 31 May 2025)',
  /** Quoted on another page of the specification. */
  internationalReachEarlier: 'more than 87 international programmes for about 102 countries',
  campus: {
    area: '5 acres',
    builtUp: '26,500 sq m',
    foundationStone: '25 January 2016',
    approvedCost: 'about Rs 130 crore',
  },
  institutionalBlock: { area: '12,500 sqm', capacity: 'about 550 trainees' },
  hostel: {
    floors: 'ground+7 floors',
    studioApartments: '9 studio apartments',
    twinRooms: '26 twin rooms',
    singleRooms: '59 single rooms',
    dormitory: '15-seat dormitory',
    capacity: 'about 200 people',
  },
  auditorium: {
    area: '2405 sq m',
    /** The campus page's wording. */
    seats: '400+ seats',
    /** The about-us page's wording. */
    seatsAboutUs: '425 seats',
  },
  library: { books: 'over 3,700 books', articles: '10 million articles' },
  /** Sample programme dates (spec 2 §9). */
  sampleProgrammeDates: { from: '21-02-2025', to: '31-03-2025' },
} as const;

/** Placeholder text for names the specification leaves out ({name}); never a real person's name. */
export const PLACEHOLDER_NAMES = {
  officer: 'Name of Officer',
  faculty: 'Name of Faculty Member',
  alumnus: 'Name of Alumnus',
  consultant: 'Name of Consultant',
  speaker: 'Name of Speaker',
} as const;

/** Work experience shown on faculty and alumni cards (spec 2 §1). */
export const PLACEHOLDER_WORK_EXPERIENCE = '10 years';
