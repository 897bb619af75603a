import { msg } from '@lingui/core/macro';
import { INSTITUTE_FACTS } from './institute-facts';
import { quote } from './text';
import type { ContentMeta } from './types';

/** The faculty page's texts; the faculty members are the 'faculty' list of People and partners (issue 15). */
export const FACULTY_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    msg`The India International Institute of Democracy and Election Management was set up on ${quote(INSTITUTE_FACTS.setUpOn)}. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
