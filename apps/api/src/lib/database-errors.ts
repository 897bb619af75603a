/** True when the error, or a cause of it (Drizzle wraps driver errors), carries this PostgreSQL code. */
export function hasDatabaseCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation. */
export const FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL's unique_violation. */
export const UNIQUE_VIOLATION = '23505';

/** Driver messages and codes meaning "the database cannot be reached right now" (not "your query is wrong"). */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'cannot use a pool after calling end',
  'pglite is closed',
  'database is closed',
];
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08006', // connection_failure
]);

/**
 * True when the error, or one of its causes (Drizzle wraps driver errors), says the database is
 * down or its pool is exhausted: the API answers 503 so clients and load balancers retry.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = current.message.toLowerCase();
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}
