import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta } from './types';

export const CONSULTANTS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    'Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute\u2019s programmes.',
  ],
  groups: [
    {
      heading: 'Senior Consultants',
      people: [
        { designation: 'Senior Consultant', area: 'Training design and evaluation' },
        { designation: 'Senior Consultant', area: 'International cooperation' },
      ],
    },
    {
      heading: 'Consultants',
      people: [
        { designation: 'Consultant', area: 'Electoral roll management' },
        { designation: 'Consultant', area: 'EVM and VVPAT' },
        { designation: 'Consultant', area: 'Research and documentation' },
        { designation: 'Consultant', area: 'Information technology' },
      ],
    },
  ],
  name: PLACEHOLDER_NAMES.consultant,
} as const satisfies ContentMeta & Record<string, unknown>;
