import { z } from 'zod';

/**
 * GET /api/site-updated (issue 16, GIGW "last updated"): the day (YYYY-MM-DD, India Standard Time) the public
 * site's content last changed, shown in every page's footer; null before anything is published.
 */
export const ZSiteUpdatedAnswer = z.object({
  success: z.literal(true),
  data: z.object({ last_updated: z.string().nullable() }),
});
export type TSiteUpdatedAnswer = z.output<typeof ZSiteUpdatedAnswer>;
