import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta } from './types';

export const CONSULTANTS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute’s programmes.`,
  ],
  groups: [
    {
      heading: msg`Senior Consultants`,
      people: [
        { designation: msg`Senior Consultant`, area: msg`Training design and evaluation` },
        { designation: msg`Senior Consultant`, area: msg`International cooperation` },
      ],
    },
    {
      heading: msg`Consultants`,
      people: [
        { designation: msg`Consultant`, area: msg`Electoral roll management` },
        { designation: msg`Consultant`, area: msg`EVM and VVPAT` },
        { designation: msg`Consultant`, area: msg`Research and documentation` },
        { designation: msg`Consultant`, area: msg`Information technology` },
      ],
    },
  ],
  name: PLACEHOLDER_NAMES.consultant,
} as const satisfies ContentMeta & Record<string, unknown>;
