import { describe, expect, it } from 'vitest';
import { COURSE_TEXTS } from './course-texts';

// Each literal is copied from the spec (spec 1 §2, spec 2 §2); the screens use COURSE_TEXTS.
describe('COURSE_TEXTS', () => {
  it('matches the spec character for character', () => {
    expect(COURSE_TEXTS).toEqual({
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
    });
  });
});
