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

/** Driver messages meaning "the database cannot be reached right now" (not "your query is wrong"). */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no free connection within DATABASE_POOL_WAIT_MS
  'connection terminated', // 'Connection terminated unexpectedly', '... due to connection timeout'
  'connection error and is not queryable',
  'cannot use a pool after calling end',
  'pglite is closed',
  'database is closed',
];

/**
 * Network errors and PostgreSQL codes of a database that is down, unreachable, dropped, renamed or refusing
 * our credentials: none of them is the request's fault, and each may pass once an operator acts, so 503.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ENOTFOUND', // the server's host name does not resolve
  'EAI_AGAIN',
  'EPIPE',
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '28000', // invalid_authorization_specification (e.g. the role does not exist)
  '28P01', // invalid_password
  '3D000', // invalid_catalog_name: the database was dropped or renamed
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P04', // database_dropped
]);

const MAX_DEPTH = 6;

function saysUnavailable(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return false;
  const lower = message.toLowerCase();
  return UNAVAILABLE_MESSAGES.some((text) => lower.includes(text));
}

function unavailableAt(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  if (saysUnavailable(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => unavailableAt(inner, depth + 1))) return true;
  return unavailableAt(cause, depth + 1);
}

/**
 * True when the error, one of its causes (Drizzle wraps driver errors) or one of an AggregateError's errors
 * (Node tries every address of a host name, e.g. ::1 and 127.0.0.1 for localhost, and reports the failures
 * together) says the database is down, unreachable or refusing us, or its pool is exhausted: the API
 * answers 503 so clients and load balancers retry.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return unavailableAt(error, 0);
}
