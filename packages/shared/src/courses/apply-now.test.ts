import { describe, expect, it } from 'vitest';
import { APPLY_NOW_BLOCK_TEXTS, type ApplyNowInput, applyNowState } from './apply-now';

// The course ends on 21-02-2025: open until 23:59:59 IST, i.e. 2025-02-21T18:29:59Z.
const course = { id: 12, end_to: '2025-02-21' };
const lastSecond = new Date('2025-02-21T18:29:59Z');
const midnightIst = new Date('2025-02-21T18:30:00Z');

function state(overrides: Partial<ApplyNowInput>) {
  return applyNowState({ course, now: lastSecond, token: null, userType: null, rememberedTab: null, ...overrides });
}

describe('applyNowState (spec 1 §4)', () => {
  it('sends a visitor without a token to the sign-in page', () => {
    expect(state({})).toEqual({ disabled: false, target: 'login', courseId: 12 });
  });

  it('sends user type 4 to the international form', () => {
    expect(state({ token: 't', userType: '4' })).toEqual({
      disabled: false,
      target: 'internationalApplication',
      courseId: 12,
    });
  });

  it('sends user types 2 and 3 to the domestic form', () => {
    for (const userType of ['2', '3', 2, 3]) {
      expect(state({ token: 't', userType })).toEqual({ disabled: false, target: 'domesticApplication', courseId: 12 });
    }
  });

  it('is enabled at 23:59:59 IST of the end day and disabled from midnight IST', () => {
    expect(state({ token: 't', userType: '4', now: lastSecond }).disabled).toBe(false);
    expect(state({ token: 't', userType: '4', now: midnightIst })).toEqual({ disabled: true, reason: 'closed' });
    expect(state({ now: midnightIst })).toEqual({ disabled: true, reason: 'closed' });
  });

  it('is disabled for type 4 with a domestic or academic remembered tab', () => {
    expect(state({ token: 't', userType: '4', rememberedTab: 'domestic' })).toEqual({
      disabled: true,
      reason: 'tab-conflict',
    });
    expect(state({ token: 't', userType: '4', rememberedTab: 'academic' }).disabled).toBe(true);
    expect(state({ token: 't', userType: '4', rememberedTab: 'international' }).disabled).toBe(false);
    expect(state({ token: 't', userType: '4', rememberedTab: 'all' }).disabled).toBe(false);
  });

  it('is disabled for types 2 and 3 with an international or academic remembered tab', () => {
    for (const userType of ['2', '3']) {
      expect(state({ token: 't', userType, rememberedTab: 'international' })).toEqual({
        disabled: true,
        reason: 'tab-conflict',
      });
      expect(state({ token: 't', userType, rememberedTab: 'academic' }).disabled).toBe(true);
      expect(state({ token: 't', userType, rememberedTab: 'domestic' }).disabled).toBe(false);
    }
  });

  it('reports a closed course before a tab conflict', () => {
    expect(state({ token: 't', userType: '4', rememberedTab: 'domestic', now: midnightIst })).toEqual({
      disabled: true,
      reason: 'closed',
    });
  });

  it('is disabled when a token is held but the user type is unknown', () => {
    expect(state({ token: 't', userType: null })).toEqual({ disabled: true, reason: 'unknown-user-type' });
    expect(state({ token: 't', userType: '7' })).toEqual({ disabled: true, reason: 'unknown-user-type' });
  });

  it("explains a closed course with 'Applications closed'", () => {
    expect(APPLY_NOW_BLOCK_TEXTS.closed).toBe('Applications closed');
  });
});
