import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody, ApiFieldError } from '@iiidem/shared/api-error';
import { API_ERRORS } from '@iiidem/shared/messages';
import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../lib/database-errors';
import { HttpError, isHttpError } from '../lib/http-error';
import { REQUEST_ID_HEADER } from '../lib/request-id';

type ErrorAnswer = { statusCode: number; body: ApiErrorBody };

const INVALID_JSON = 'The request body is not valid JSON.';
const EMPTY_JSON = 'The request body is empty; send a JSON object.';
const REQUEST_NOT_HANDLED = 'The request could not be handled.';

/** Texts for 4xx errors raised by Fastify and its plugins (never their internal wording). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: API_ERRORS.validation,
  401: API_ERRORS.unauthorized,
  403: API_ERRORS.forbidden,
  404: API_ERRORS.notFound,
  413: API_ERRORS.payloadTooLarge,
  415: API_ERRORS.unsupportedMediaType,
  429: API_ERRORS.tooManyRequests,
};

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query' };

/** `/address/0/city` -> `address.0.city`; an issue about the whole body/query is named after it. */
function toFieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  if (path) return path;
  return context ? (CONTEXT_NAMES[context] ?? context) : '';
}

/** One entry per problem; an unknown field (mass assignment, e.g. `role`) is reported under its own name. */
function toFieldErrors(issue: FastifySchemaValidationError, context: string | undefined): ApiFieldError[] {
  const msg = issue.message ?? API_ERRORS.validation;
  const keys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
  if (Array.isArray(keys) && keys.length > 0) {
    const parent = issue.instancePath === '/' ? '' : issue.instancePath;
    return keys.map((key) => ({ path: toFieldPath(`${parent}/${String(key)}`, context), msg }));
  }
  return [{ path: toFieldPath(issue.instancePath, context), msg }];
}

function fail(statusCode: number, message: string, errors?: ApiFieldError[]): ErrorAnswer {
  return { statusCode, body: errors?.length ? { success: false, message, errors } : { success: false, message } };
}

/**
 * busboy's errors for a body that is not valid multipart/form-data (no or unusable boundary, body cut short,
 * broken part headers). They are plain Errors without a code, known only by their text; all the upload routes
 * (the two nomination forms, the profile and every back-office upload) end up here with them.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot /,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

function isMalformedMultipart(error: FastifyError): boolean {
  return (
    error.code === undefined &&
    error.statusCode === undefined &&
    MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))
  );
}

function answerFor(error: FastifyError): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.flatMap((issue) => toFieldErrors(issue, error.validationContext));
    return fail(400, API_ERRORS.validation, errors);
  }
  if (isHttpError(error)) return fail(error.statusCode, error.message, error.errors);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return fail(400, INVALID_JSON);
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return fail(400, EMPTY_JSON);
  if (isMalformedMultipart(error)) return fail(400, API_ERRORS.malformedMultipart);
  if (isDatabaseUnavailableError(error)) return fail(503, API_ERRORS.unavailable);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERROR_MESSAGES[status];
    // Fastify's own 4xx texts (FST_*) are fixed and safe to show; anything else stays generic.
    return fail(status, known ?? (error.code?.startsWith('FST_') ? error.message : REQUEST_NOT_HANDLED));
  }
  return fail(500, API_ERRORS.internal);
}

function logError(request: FastifyRequest, error: FastifyError, statusCode: number) {
  if (statusCode >= 500 && isHttpError(error)) {
    // Answered on purpose (the service is shutting down ...): worth a warning, not a stack.
    request.log.warn({ statusCode, reason: error.message }, 'request refused');
  } else if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ statusCode, code: error.code, reason: error.message }, 'request rejected');
  }
}

/** Answers 404 for an address no route serves, in the API's error shape. */
export function sendRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody = { success: false, message: API_ERRORS.routeNotFound };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/** What the router's own errors answer: never the address itself, which may be anything a client sent. */
const FRAMEWORK_ANSWERS: Record<string, ErrorAnswer> = {
  FST_ERR_BAD_URL: fail(400, API_ERRORS.badAddress),
  FST_ERR_MAX_PARAM_LENGTH: fail(414, API_ERRORS.addressTooLong),
};

/**
 * Fastify's `frameworkErrors` option: the errors the router meets before any route, hook or error handler runs
 * (bad percent-encoding in the path, a path parameter over `maxParamLength`, ...). They are answered in the
 * error shape too, with the security headers (`setSecurityHeaders`, from plugins/security-headers) and the
 * `no-store` the hooks would have added.
 */
export function frameworkErrorHandler(
  setSecurityHeaders: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const { statusCode, body } = FRAMEWORK_ANSWERS[error.code] ?? fail(500, API_ERRORS.internal);
    logError(request, error, statusCode);
    setSecurityHeaders(request.raw, reply.raw);
    // No hook runs for these: the request id goes on here (plugins/request-id adds it everywhere else).
    reply
      .code(statusCode)
      .header('cache-control', 'no-store')
      .header(REQUEST_ID_HEADER, request.id)
      .type('application/json; charset=utf-8')
      .send(statusCode >= 500 ? { ...body, requestId: request.id } : body);
  };
}

/**
 * The one error handler: every failure leaves as `{ success: false, message, errors?, requestId? }` (a 5xx
 * answer's request id is added by plugins/request-id).
 * 4xx explain what was wrong with the request; 5xx never reveal a stack or an internal message.
 * While the app closes (SIGTERM), requests that still arrive on open connections are answered 503 in the same
 * shape (Fastify's own `return503OnClosing` answer is turned off in app.ts: it skips every hook).
 */
const handleErrors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = answerFor(error);
    logError(request, error, statusCode);
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request costs a microtask turn.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    // The client should open its next connection elsewhere (another instance, or this one restarted).
    reply.header('connection', 'close');
    done(new HttpError(503, API_ERRORS.unavailable));
  });
};

export const errorHandling = fp(handleErrors, { name: 'errors' });
