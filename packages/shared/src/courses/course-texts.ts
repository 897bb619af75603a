/** The course and training screens' texts, character for character from spec 1 §2 and spec 2 §2. */
export const COURSE_TEXTS = {
  applyFrom: 'Apply From',
  modeOfTraining: 'Mode of Training',
  viewDetails: 'View Details',
  applyNow: 'Apply Now',
  ongoingTrainingProgram: 'On Going Training Program',
  upcomingTrainingProgram: 'Upcoming Training Program',
  programOverview: 'Program Overview',
  documents: 'Documents',
  images: 'Images',
  videos: 'Videos',
} as const;
