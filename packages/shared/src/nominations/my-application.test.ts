import { describe, expect, it } from 'vitest';
import {
  canAddToCalendar,
  canWithdraw,
  dashboardProgramType,
  MY_APPLICATION_MESSAGES,
  withdrawalRefusal,
} from './my-application';

describe('withdrawing an application (issue 17)', () => {
  it('is allowed while it is Received and not completed', () => {
    expect(canWithdraw({ application_status: 1, completed: false })).toBe(true);
    expect(withdrawalRefusal({ application_status: 1, completed: false })).toBeUndefined();
  });

  it.each([2, 3, 4])("is refused once reviewed (status %i): 'already been reviewed'", (status) => {
    expect(canWithdraw({ application_status: status, completed: false })).toBe(false);
    expect(withdrawalRefusal({ application_status: status, completed: false })).toBe(
      'This application has already been reviewed, so it can no longer be withdrawn.',
    );
  });

  it('is refused twice with its own message', () => {
    expect(withdrawalRefusal({ application_status: 5, completed: false })).toBe(
      MY_APPLICATION_MESSAGES.alreadyWithdrawn,
    );
  });

  it('is refused for a completed application', () => {
    expect(canWithdraw({ application_status: 1, completed: true })).toBe(false);
  });
});

describe('calendar file', () => {
  it('is offered for an approved application only', () => {
    expect([1, 2, 3, 4, 5].filter((status) => canAddToCalendar({ application_status: status }))).toEqual([2]);
  });
});

describe('dashboardProgramType (spec 1 §4)', () => {
  it('the stored user type picks the list (4 international; 2 or 3 domestic)', () => {
    expect(dashboardProgramType(4)).toBe(2);
    expect(dashboardProgramType(2)).toBe(1);
    expect(dashboardProgramType(3)).toBe(1);
    expect(dashboardProgramType(null)).toBeNull();
  });
});
