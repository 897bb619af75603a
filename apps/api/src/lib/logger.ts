import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { type LoggerOptions, pino } from 'pino';
import type { Config } from '../config';
import { createLogDestination, flushLogOnExit } from './log-destination';

/**
 * Secrets that must never reach a log line: authorization headers and cookies, passwords, one-time
 * codes and captcha answers, wherever a route might log them.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'code',
  'otp',
  'token',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.user_pass',
  '*.otp',
  '*.captcha',
  '*.token',
  '*.accessToken',
];

function hasPrettyPrinter(): boolean {
  try {
    // pino-pretty is a dev dependency: absent in a production install, where logs are JSON anyway.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Drizzle wraps a failed query in an error whose message is `Failed query: <sql>\nparams: <values>`: the values
 * (session-token hashes, addresses, names) must never reach a log. Everything from `\nparams:` on is cut.
 */
const QUERY_PARAMS = /\nparams:[\s\S]*$/;

/** Words after which a quoted name is an identifier (kept), not a value (hidden). */
const IDENTIFIER_WORDS =
  'constraint|relation|column|table|type|function|schema|index|sequence|database|role|operator|trigger|view|extension|domain|enum|cursor|savepoint|statement|parameter';
const QUOTED = new RegExp(`(\\b(?:${IDENTIFIER_WORDS}) )?"(?:[^"]|"")*"`, 'gi');

/**
 * An error text safe to log: no query parameters, and no quoted values from PostgreSQL's wording
 * ('invalid input syntax for type integer: "…"'), while quoted identifiers (constraint "…") stay.
 */
export function safeErrorText(text: string): string {
  const withoutParams = text.replace(QUERY_PARAMS, '');
  // Drizzle's own message is the SQL text, whose double quotes hold identifiers and whose values are $1, $2...
  if (withoutParams.startsWith('Failed query: ')) return withoutParams;
  return withoutParams.replace(QUOTED, (match, identifier: string | undefined) =>
    identifier ? match : '"[value hidden]"',
  );
}

/** The one-line message of any thrown value, safe to log or print (see safeErrorText). */
export function safeErrorMessage(error: unknown): string {
  if (error instanceof Error) return safeErrorText(error.message);
  return typeof error === 'string' ? safeErrorText(error) : 'unknown error';
}

/**
 * The fields of an error worth logging. A whitelist, not a blacklist: a driver error carries `params`,
 * `detail` ('Key (email_id)=(…) already exists'), `where` and `internalQuery`, all of which may hold values.
 * `query` is the SQL text with $1 placeholders, never the values.
 */
const ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
] as const;
const MAX_CAUSE_DEPTH = 5;

/** Serialises an error for the log (pino's `err` and `error` keys) without query parameters or values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? safeErrorText(error) : error;
  const record = error as Error & Record<string, unknown>;
  const message = safeErrorText(error.message);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
  };
  if (typeof error.stack === 'string') {
    // The stack starts with the full message: keep only its frames, after the safe message.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    serialized.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  }
  if (typeof record.query === 'string') serialized.query = record.query;
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (record.cause !== undefined) serialized.cause = serializeError(record.cause, depth + 1);
    if (Array.isArray(record.errors)) {
      serialized.errors = record.errors.slice(0, 10).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/** A request as logged (Fastify's fields), except the signature of a signed private-file link: a credential. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url?.replace(/([?&]signature=)[^&#]*/g, '$1[redacted]'),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** JSON lines, except readable colour output for a developer watching a terminal. */
export function createLoggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY === true && hasPrettyPrinter();
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    hooks: {
      // A message built from a failed query's error (`log.error(error.message)`) loses its parameters too.
      logMethod(args, method) {
        const cleaned = args.map((arg) => (typeof arg === 'string' ? arg.replace(QUERY_PARAMS, '') : arg));
        return method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
}

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>) {
  const options = createLoggerOptions(config);
  if (options.transport) return pino(options);
  // Not pino's default destination, whose flush at exit waits forever on a pipe nobody reads (log-destination.ts).
  const destination = createLogDestination();
  flushLogOnExit(destination);
  return pino(options, destination);
}

/** Top-level keys some redaction path names: a binding under one of them must go through the redaction. */
const REDACTED_TOP_LEVEL_KEYS = new Set(REDACTED_PATHS.map((redacted) => redacted.split('.')[0]));

/**
 * Fastify's `childLoggerFactory`: the logger of each request (its bindings are `{ reqId }`). pino passes every
 * binding of a child through the redaction, and the wildcard paths (`*.password` ...) make that cost about 2 µs,
 * a twentieth of a cached public read, for a value that is a plain request id. Plain string and number bindings
 * under keys no redaction path starts with are written into the child's bindings as JSON instead (what pino
 * itself would write for them); anything else goes through `child` as usual. What the child logs later is
 * redacted as before.
 */
export const createRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  childOptions,
) => {
  let text = '';
  for (const [key, value] of Object.entries(bindings)) {
    if (REDACTED_TOP_LEVEL_KEYS.has(key) || (typeof value !== 'string' && typeof value !== 'number')) {
      return logger.child(bindings, childOptions);
    }
    text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  const child = logger.child({}, childOptions) as FastifyBaseLogger & Record<symbol, unknown>;
  // Only a pino logger keeps its bindings as text under this symbol; any other logger gets its bindings as usual.
  if (typeof child[pino.symbols.chindingsSym] !== 'string') return logger.child(bindings, childOptions);
  child[pino.symbols.chindingsSym] += text;
  return child;
};
