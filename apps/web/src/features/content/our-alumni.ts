import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

export const OUR_ALUMNI_PROGRAMME_TITLE =
  'Certification Programme for District Election Officers and Returning Officers';

export const OUR_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: ['Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.'],
  cards: Array.from({ length: 7 }, (_unused, index) => ({
    title: OUR_ALUMNI_PROGRAMME_TITLE,
    batch: `Batch ${index + 1}`,
    from: INSTITUTE_FACTS.sampleProgrammeDates.from,
    to: INSTITUTE_FACTS.sampleProgrammeDates.to,
  })),
  viewAlumni: { label: 'View Alumni', to: paths.iiidemAlumni },
} as const satisfies ContentMeta & Record<string, unknown>;
