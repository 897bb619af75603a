import { describe, expect, it } from 'vitest';
import { APPLY_NOW_BLOCK_TEXTS, type ApplyNowInput, applyNowState } from './apply-now';

// The course ends on 21-02-2025: open until 23:59:59 IST, i.e. 2025-02-21T18:29:59Z.
const domestic = { id: 12, end_to: '2025-02-21', program_type_id: 1 };
const international = { ...domestic, program_type_id: 2 };
const academic = { ...domestic, program_type_id: 3 };
const lastSecond = new Date('2025-02-21T18:29:59Z');
const midnightIst = new Date('2025-02-21T18:30:00Z');

function state(overrides: Partial<ApplyNowInput>) {
  return applyNowState({ course: domestic, now: lastSecond, token: null, userType: null, ...overrides });
}

describe('applyNowState (spec 1 §4, with the course deciding the type: issue 17)', () => {
  it('sends a visitor without a token to the sign-in page (domestic and international courses)', () => {
    expect(state({})).toEqual({ disabled: false, target: 'login', courseId: 12 });
    expect(state({ course: international })).toEqual({ disabled: false, target: 'login', courseId: 12 });
  });

  it('sends user type 4 to the international form of an international course', () => {
    expect(state({ course: international, token: 't', userType: '4' })).toEqual({
      disabled: false,
      target: 'internationalApplication',
      courseId: 12,
    });
  });

  it('sends user types 2 and 3 to the domestic form of a domestic course', () => {
    for (const userType of ['2', '3', 2, 3]) {
      expect(state({ token: 't', userType })).toEqual({ disabled: false, target: 'domesticApplication', courseId: 12 });
    }
  });

  it('is disabled for type 4 on a domestic course and for 2 and 3 on an international one', () => {
    expect(state({ token: 't', userType: '4' })).toEqual({ disabled: true, reason: 'domestic-course' });
    for (const userType of ['2', '3']) {
      expect(state({ course: international, token: 't', userType })).toEqual({
        disabled: true,
        reason: 'international-course',
      });
    }
  });

  it('is disabled on an academic course, for visitors too', () => {
    expect(state({ course: academic })).toEqual({ disabled: true, reason: 'academic-course' });
    for (const userType of ['2', '3', '4']) {
      expect(state({ course: academic, token: 't', userType })).toEqual({ disabled: true, reason: 'academic-course' });
    }
  });

  it('is enabled at 23:59:59 IST of the end day and disabled from midnight IST', () => {
    expect(state({ token: 't', userType: '2', now: lastSecond }).disabled).toBe(false);
    expect(state({ token: 't', userType: '2', now: midnightIst })).toEqual({ disabled: true, reason: 'closed' });
    expect(state({ now: midnightIst })).toEqual({ disabled: true, reason: 'closed' });
  });

  it('reports a closed course before a type that does not fit', () => {
    expect(state({ token: 't', userType: '4', now: midnightIst })).toEqual({ disabled: true, reason: 'closed' });
  });

  it('is disabled when a token is held but the user type is unknown', () => {
    expect(state({ token: 't', userType: null })).toEqual({ disabled: true, reason: 'unknown-user-type' });
    expect(state({ token: 't', userType: '7' })).toEqual({ disabled: true, reason: 'unknown-user-type' });
  });

  it("explains a closed course with 'Applications closed'", () => {
    expect(APPLY_NOW_BLOCK_TEXTS.closed).toBe('Applications closed');
  });
});
