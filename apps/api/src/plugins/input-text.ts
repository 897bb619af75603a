import type { ApiFieldError } from '@iiidem/shared/api-error';
import { textProblem } from '@iiidem/shared/common/text-problem';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/**
 * What text the API accepts, checked at the edge before any schema or handler sees it:
 * - every string (and object key) of every body, query, params and headers that a route validates follows the
 *   shared text rule (`textProblem`: no NUL or other control character, no lone UTF-16 surrogate), so no
 *   route can hand PostgreSQL a value it refuses (a 500) — multipart text fields get the same check from
 *   `assertTextFields`, called by the upload readers;
 * - JSON comes in UTF-8 only: a body declared in another charset is a 415, never read as if it were UTF-8.
 */

/** How the error paths name each part of a request when the problem is the part itself (a bare string body). */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Parsed JSON, query strings (whose objects have a prototype of their own) and params; not files' bytes. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/**
 * The first string in `data` (walked without recursion, so a deeply nested body cannot overflow the stack) that
 * breaks the text rule, as a field error: `data.nationality`, or the object's own path when one of its keys is
 * the problem, or `part` when `data` itself is the string. Buffers (uploaded files) and numbers are not text.
 */
export function findTextProblem(data: unknown, part = 'body'): ApiFieldError | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value: data, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const msg = textProblem(value);
      if (msg) return { path: path || part, msg };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], path: path ? `${path}.${index}` : String(index) });
      }
    } else if (isRecord(value)) {
      const keys = Object.keys(value);
      const badKey = keys.find((key) => textProblem(key));
      if (badKey !== undefined) return { path: path || part, msg: API_ERRORS.invalidCharacter };
      for (const key of keys.reverse()) pending.push({ value: value[key], path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/** Throws 400 naming the first multipart text field (or field name) that breaks the text rule. */
export function assertTextFields(fields: Record<string, string>): void {
  const problem = findTextProblem(fields);
  if (problem) throw new HttpError(400, API_ERRORS.validation, [problem]);
}

/**
 * The zod validator compiler with the text rule in front: every part a route declares a schema for is checked
 * before its schema, whatever the schema says about strings (one rule, no field can forget it).
 */
export const textCheckingValidatorCompiler: typeof validatorCompiler = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  const part = PART_NAMES[routeSchema.httpPart ?? 'body'] ?? 'body';
  return (data) => {
    const problem = findTextProblem(data, part);
    if (problem) return { error: new HttpError(400, API_ERRORS.validation, [problem]) };
    return validate(data);
  };
};

const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/** The charset a JSON request declares (lower-cased, quotes removed); undefined when it is not JSON or says none. */
function declaredJsonCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const [mediaType, ...parameters] = contentType.split(';');
  if (mediaType?.trim().toLowerCase() !== 'application/json') return undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset') {
      return (value ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return undefined;
}

/** preParsing (after the session and role checks of onRequest): JSON in another charset than UTF-8 is a 415. */
async function refuseNonUtf8Json(request: FastifyRequest) {
  const charset = declaredJsonCharset(request.headers['content-type']);
  if (charset !== undefined && !UTF8_NAMES.has(charset)) throw new HttpError(415, API_ERRORS.jsonNotUtf8);
}

const checkInputText: FastifyPluginAsync = async (app) => {
  app.addHook('preParsing', refuseNonUtf8Json);
};

export const inputText = fp(checkInputText, { name: 'input-text' });
