import { describe, expect, it } from 'vitest';
import { appliedStatusName } from './applied-status';

describe('appliedStatusName', () => {
  it("names the status as the dashboard does: 'Received', 'Approved', 'Rejected', 'Waitlisted'", () => {
    expect([1, 2, 3, 4].map((status) => appliedStatusName({ application_status: status, completed: false }))).toEqual([
      'Received',
      'Approved',
      'Rejected',
      'Waitlisted',
    ]);
  });

  it("says 'Completed' once the course is completed, and 'Applied' for a status it does not know", () => {
    expect(appliedStatusName({ application_status: 2, completed: true })).toBe('Completed');
    expect(appliedStatusName({ application_status: 9, completed: false })).toBe('Applied');
  });
});
