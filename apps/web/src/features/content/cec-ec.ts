import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta } from './types';

export const CEC_EC_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`The Election Commission of India is a permanent constitutional body under Article 324 of the Constitution. It superintends, directs and controls elections to Parliament, to the State Legislatures and to the offices of the President and the Vice-President. The Hon'ble Commission consists of the Chief Election Commissioner and two Election Commissioners.`,
  ],
  members: [
    {
      id: 'cec',
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Chief Election Commissioner`,
      about: msg`Heads the Election Commission of India and presides over the Commission.`,
    },
    {
      id: 'ec-1',
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Election Commissioner`,
      about: msg`Member of the Commission with the Chief Election Commissioner.`,
    },
    {
      id: 'ec-2',
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Election Commissioner`,
      about: msg`Member of the Commission with the Chief Election Commissioner.`,
    },
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
