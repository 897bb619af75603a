/**
 * Sent with every answer to a signed-in request: seconds until the (just refreshed) session ends. Apart from the
 * session status schema (./session-status.ts): the browser's API client reads it on every page, without zod.
 */
export const SESSION_EXPIRES_IN_HEADER = 'x-session-expires-in';
