import { z } from 'zod';

/**
 * When the caller's session ends (issue 16, WCAG 2.2.1): the browser warns before the idle deadline and offers
 * to extend it. `expires_in` is relative, so the browser's own clock (however wrong) gives the right moment.
 */
export const ZSessionStatus = z.object({
  idle_expires_at: z.iso.datetime().describe('When the session ends if nothing else is asked of the API'),
  absolute_expires_at: z.iso.datetime().describe('When the session ends however often it is used'),
  expires_in: z.number().int().min(0).describe('Seconds until the session ends (the earlier of the two)'),
  idle_minutes: z.number().int().min(1).describe('The idle limit (SESSION_IDLE_MINUTES)'),
});
export type TSessionStatus = z.infer<typeof ZSessionStatus>;

export const ZSessionStatusAnswer = z.object({ success: z.literal(true), data: ZSessionStatus });
export type TSessionStatusAnswer = z.infer<typeof ZSessionStatusAnswer>;
