import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The officers page's texts; the officers themselves are the 'officers' list of People and partners (issue 15). */
export const OFFICERS_CONTENT = {
  lastUpdated: '2026-11-18',
  intro: [
    msg`Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.`,
  ],
  tableCaption: msg`Officers of IIIDEM`,
} as const satisfies ContentMeta & Record<string, unknown>;
