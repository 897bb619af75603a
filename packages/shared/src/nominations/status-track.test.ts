import { describe, expect, it } from 'vitest';
import { applicationTrack } from './status-track';

describe('applicationTrack (spec 1 §4)', () => {
  it('1: Applied, then Received', () => {
    expect(applicationTrack(1)).toEqual([
      { label: 'Applied', state: 'done' },
      { label: 'Received', state: 'done' },
    ]);
  });

  it('2: Applied, Received, Approved', () => {
    expect(applicationTrack(2).map((step) => step.label)).toEqual(['Applied', 'Received', 'Approved']);
    expect(applicationTrack(2).every((step) => step.state === 'done')).toBe(true);
  });

  it('3: Applied, Received (marked negative), Rejected', () => {
    expect(applicationTrack(3)).toEqual([
      { label: 'Applied', state: 'done' },
      { label: 'Received', state: 'negative' },
      { label: 'Rejected', state: 'negative' },
    ]);
  });

  it('4: Applied, Received (waiting style), Waitlisted', () => {
    expect(applicationTrack(4)).toEqual([
      { label: 'Applied', state: 'done' },
      { label: 'Received', state: 'waiting' },
      { label: 'Waitlisted', state: 'waiting' },
    ]);
  });
});

describe('applicationTrack (issue 17)', () => {
  it('5: Applied, Withdrawn (marked negative)', () => {
    expect(applicationTrack(5)).toEqual([
      { label: 'Applied', state: 'done' },
      { label: 'Withdrawn', state: 'negative' },
    ]);
  });
});
