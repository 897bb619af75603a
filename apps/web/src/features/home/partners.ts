import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A partner's logo (a small SVG under /partners/). The names are fictitious placeholders for the real ones. */
export type Partner = { name: string; logo: string };

const partner = (name: string, slug: string): Partner => ({ name, logo: `/partners/${slug}.svg` });

export type PartnerGroup = { id: string; title: MessageDescriptor; partners: readonly Partner[] };

/** The partner-logo carousels of the home page (spec 1 §2, block 8). */
export const PARTNER_GROUPS: readonly PartnerGroup[] = [
  {
    id: 'election-bodies',
    title: msg`Partner Election Management Bodies`,
    partners: [
      partner('Electoral Commission of Aldoria', 'aldoria-electoral-commission'),
      partner('Independent Electoral Board of Veridia', 'veridia-electoral-board'),
      partner('National Election Authority of Norland', 'norland-election-authority'),
      partner('Election Council of Sylvania', 'sylvania-election-council'),
      partner('Electoral Institute of Costa Verde', 'costa-verde-electoral-institute'),
      partner('Electoral Tribunal of Meridia', 'meridia-electoral-tribunal'),
      partner('Election Commission of Eastmarch', 'eastmarch-election-commission'),
      partner('Electoral Office of Pacifica', 'pacifica-electoral-office'),
    ],
  },
  {
    id: 'institutions',
    title: msg`Institutional and Academic Partners`,
    partners: [
      partner('Global Network for Electoral Learning', 'global-electoral-learning-network'),
      partner('Institute for Democratic Practice', 'institute-for-democratic-practice'),
      partner('Centre for Electoral Studies', 'centre-for-electoral-studies'),
      partner('Regional Election Academy', 'regional-election-academy'),
      partner('University of Civic Studies', 'university-of-civic-studies'),
      partner('Foundation for Inclusive Elections', 'foundation-for-inclusive-elections'),
      partner('Council for Electoral Integrity', 'council-for-electoral-integrity'),
      partner('Forum of Election Managers', 'forum-of-election-managers'),
    ],
  },
];
