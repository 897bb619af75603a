import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The Commission page's texts; its members are the 'cec-ec' list of People and partners (issue 15). */
export const CEC_EC_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`The Election Commission of India is a permanent constitutional body under Article 324 of the Constitution. It superintends, directs and controls elections to Parliament, to the State Legislatures and to the offices of the President and the Vice-President. The Hon'ble Commission consists of the Chief Election Commissioner and two Election Commissioners.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
