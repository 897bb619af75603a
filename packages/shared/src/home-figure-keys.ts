/**
 * The four figures of the home page's "About IIIDEM" block, in order (issue 19). Apart from their schema
 * (./site-settings.ts) so that the home page reads them without loading zod (issue 13: a public page's download).
 */
export const HOME_FIGURE_KEYS = ['years', 'programs', 'participants', 'countries'] as const;
export type THomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];
