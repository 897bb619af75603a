import { describe, expect, it } from 'vitest';
import { announcedSeconds, formatTimeLeft, warningLeadMs } from './session-time';

describe('session time-out timing', () => {
  it('warns 2 minutes before the end, or a fifth of a short idle limit', () => {
    expect(warningLeadMs(30)).toBe(120_000);
    expect(warningLeadMs(10)).toBe(120_000);
    expect(warningLeadMs(5)).toBe(60_000);
    expect(warningLeadMs(1)).toBe(12_000);
    expect(warningLeadMs(null)).toBe(120_000);
  });

  it('says the time left in words', () => {
    expect(formatTimeLeft(120)).toBe('2 minutes');
    expect(formatTimeLeft(105)).toBe('1 minute 45 seconds');
    expect(formatTimeLeft(61)).toBe('1 minute 1 second');
    expect(formatTimeLeft(9)).toBe('9 seconds');
    expect(formatTimeLeft(-3)).toBe('0 seconds');
  });

  it('announces only at whole minutes and at 30 and 10 seconds', () => {
    expect(announcedSeconds(120)).toBe(120);
    expect(announcedSeconds(119)).toBe(120);
    expect(announcedSeconds(61)).toBe(120);
    expect(announcedSeconds(60)).toBe(60);
    expect(announcedSeconds(31)).toBe(60);
    expect(announcedSeconds(30)).toBe(30);
    expect(announcedSeconds(11)).toBe(30);
    expect(announcedSeconds(3)).toBe(10);
  });
});
