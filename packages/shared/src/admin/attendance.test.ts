import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MAX_DAYS,
  allPresentLabel,
  attendanceRuleText,
  completionDoneMessage,
  completionOutcome,
  heldDays,
  presentLabel,
  ZAttendanceSaveBody,
  ZCompletionBody,
} from './attendance';

describe('attendance rules (issue 19)', () => {
  it('has one day per held date, both ends included, across a month end', () => {
    expect(heldDays('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(heldDays('2026-12-14', '2026-12-14')).toEqual(['2026-12-14']);
    expect(heldDays('2026-12-15', '2026-12-14')).toEqual([]);
    expect(heldDays('not a date', '2026-12-14')).toEqual([]);
    expect(heldDays('2026-01-01', '2027-12-31')).toHaveLength(ATTENDANCE_MAX_DAYS);
  });

  it("labels the checkboxes 'Present on 14-12-2026: Asha Verma' and 'All present on 14-12-2026'", () => {
    expect(presentLabel('2026-12-14', 'Asha Verma')).toBe('Present on 14-12-2026: Asha Verma');
    expect(allPresentLabel('2026-12-14')).toBe('All present on 14-12-2026');
  });

  it('says the rule and the outcome in words', () => {
    expect(attendanceRuleText(3, 5)).toBe('Attended at least 3 of 5 days');
    expect(attendanceRuleText(1, 1)).toBe('Attended at least 1 of 1 day');
    expect(completionDoneMessage(1, 1)).toBe('1 completed and 1 certificate issued.');
  });

  it('completes and certifies those present on enough days, certifies the completed, leaves the certified', () => {
    const person = { days_present: 3, completed: false, certified: false };
    expect(completionOutcome(person, 3)).toBe('complete_and_certify');
    expect(completionOutcome(person, 4)).toBe('too_few_days');
    expect(completionOutcome({ ...person, days_present: 0, completed: true }, 4)).toBe('certify');
    expect(completionOutcome({ ...person, completed: true, certified: true }, 1)).toBe('already_certified');
  });

  it('refuses marks that are not a whole application id, a YYYY-MM-DD day and true or false', () => {
    const good = { application_id: 4, day: '2026-12-14', present: true };
    expect(ZAttendanceSaveBody.safeParse({ marks: [good] }).success).toBe(true);
    for (const mark of [
      { ...good, application_id: 1.5 },
      { ...good, day: '14-12-2026' },
      { ...good, present: 1 },
      { ...good, other: true },
    ]) {
      expect(ZAttendanceSaveBody.safeParse({ marks: [mark] }).success).toBe(false);
    }
    expect(ZCompletionBody.safeParse({ min_days: 0 }).success).toBe(false);
    expect(ZCompletionBody.safeParse({ min_days: 2, reason: ' Moved forward ' }).data?.reason).toBe('Moved forward');
  });
});
