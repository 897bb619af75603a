import { APPLICATION_STATUS } from '../constants';

/**
 * The progress track of an application (spec 1 §4):
 *   1: Applied, then Received.
 *   2: Applied, Received, Approved.
 *   3: Applied, Received (marked negative), Rejected.
 *   4: Applied, Received (waiting style), Waitlisted.
 *   5 (ours, issue 17): Applied, Withdrawn (marked negative).
 * Each step carries a state word as well as a style, so the track reads without colour and aloud.
 */
export type TrackStepState = 'done' | 'negative' | 'waiting';
export type TrackStep = { label: string; state: TrackStepState };

/** What a screen reader hears after each step's label. */
export const TRACK_STATE_TEXTS: Record<TrackStepState, string> = {
  done: 'completed',
  negative: 'not successful',
  waiting: 'waiting',
};

/** The status a number stands for, as the dashboard names it. */
export const APPLICATION_STATUS_NAMES: Record<number, string> = {
  [APPLICATION_STATUS.received]: 'Received',
  [APPLICATION_STATUS.approved]: 'Approved',
  [APPLICATION_STATUS.rejected]: 'Rejected',
  [APPLICATION_STATUS.waitlisted]: 'Waitlisted',
  [APPLICATION_STATUS.withdrawn]: 'Withdrawn',
};

/** The steps of the track for a status; an unknown status shows only 'Applied'. */
export function applicationTrack(status: number): TrackStep[] {
  const applied: TrackStep = { label: 'Applied', state: 'done' };
  switch (status) {
    case APPLICATION_STATUS.received:
      return [applied, { label: 'Received', state: 'done' }];
    case APPLICATION_STATUS.approved:
      return [applied, { label: 'Received', state: 'done' }, { label: 'Approved', state: 'done' }];
    case APPLICATION_STATUS.rejected:
      return [applied, { label: 'Received', state: 'negative' }, { label: 'Rejected', state: 'negative' }];
    case APPLICATION_STATUS.waitlisted:
      return [applied, { label: 'Received', state: 'waiting' }, { label: 'Waitlisted', state: 'waiting' }];
    case APPLICATION_STATUS.withdrawn:
      return [applied, { label: 'Withdrawn', state: 'negative' }];
    default:
      return [applied];
  }
}
