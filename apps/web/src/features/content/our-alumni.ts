import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

export const OUR_ALUMNI_PROGRAMME_TITLE = msg`Certification Programme for District Election Officers and Returning Officers`;

const batchName = (batch: number) => msg`Batch ${batch}`;

export const OUR_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [msg`Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.`],
  cards: Array.from({ length: 7 }, (_unused, index) => ({
    title: OUR_ALUMNI_PROGRAMME_TITLE,
    batch: batchName(index + 1),
    from: INSTITUTE_FACTS.sampleProgrammeDates.from,
    to: INSTITUTE_FACTS.sampleProgrammeDates.to,
  })),
  viewAlumni: { label: msg`View Alumni`, to: paths.iiidemAlumni },
} as const satisfies ContentMeta & Record<string, unknown>;
