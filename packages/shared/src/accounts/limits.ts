/** Account limits beyond the spec's constants (limits.ts): the portal's own safe values. */

/** Resends of a sign-in code before the visitor has to sign in again (the spec limits only sign-up to 2). */
export const SIGNIN_MAX_RESENDS = 5;
/** Length of the opaque attempt ids that bind a code to its sign-up or sign-in attempt. */
export const ATTEMPT_ID_MAX_LENGTH = 64;
