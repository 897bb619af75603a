import { USER_TYPE } from '@iiidem/shared/constants';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContentIfEmpty } from '../src/db/seed/seed';
import { useTestApp } from './build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from './sign-in-as';
import { type BadRequest, badRequestsFor, type Operation, operationsOf } from './support/fuzz';

/**
 * Bad input to every operation of /api/openapi.json (wrong types, missing fields, oversize, NUL and lone
 * surrogates, bad ids, malformed JSON and multipart, wrong content types) as anonymous, applicant and staff:
 * no answer may be a 5xx, and every refusal is in the API's error shape. Bounded: a few thousand requests.
 */

const ctx = useTestApp({
  env: { ...SIGN_IN_TEST_ENV, AUTH_RATE_LIMIT_PER_MINUTE: '100000', CAPTCHA_RATE_LIMIT_PER_MINUTE: '100000' },
});

type Role = 'anonymous' | 'applicant' | 'international' | 'staff';
const users = {} as Record<Exclude<Role, 'anonymous'>, SignedInUser>;
let operations: Operation[] = [];

beforeAll(async () => {
  await seedDemoContentIfEmpty(ctx.database, { files: ctx.app.files });
  users.applicant = await signInAs(ctx.app, ctx.database.db, { user_type: USER_TYPE.domestic });
  users.international = await signInAs(ctx.app, ctx.database.db, { user_type: USER_TYPE.international });
  users.staff = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
  const document = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(document.json());
});

/** The roles that reach an operation's own checks (anonymous always: it must be refused cleanly). */
function rolesFor(operation: Operation): Role[] {
  if (operation.path.startsWith('/api/admin/')) return ['anonymous', 'staff'];
  if (operation.path.startsWith('/api/nominations/international')) return ['anonymous', 'international'];
  return ['anonymous', 'applicant'];
}

/** Operations that end the caller's session: fuzzed last, so the other requests keep their tokens. */
const ENDS_SESSION = new Set(['DELETE /api/sessions/current']);

function problemWith(request: BadRequest, role: Role, response: LightMyRequestResponse): string | undefined {
  const label = `${role} ${request.method} ${request.url} [${request.label}] -> ${response.statusCode}`;
  if (response.statusCode >= 500) return `${label}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${label}: not JSON: ${response.body.slice(0, 120)}`;
  }
  const shaped = body as { success?: unknown; message?: unknown };
  if (shaped.success !== false || typeof shaped.message !== 'string' || shaped.message === '') {
    return `${label}: not the error shape: ${response.body.slice(0, 120)}`;
  }
  return undefined;
}

async function fuzz(operation: Operation, role: Role): Promise<{ sent: number; problems: string[] }> {
  const problems: string[] = [];
  const requests = badRequestsFor(operation);
  for (const request of requests) {
    const headers = { ...request.headers, ...(role === 'anonymous' ? {} : users[role].headers) };
    const response = await ctx.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.body !== undefined && { payload: request.body }),
    });
    const problem = problemWith(request, role, response);
    if (problem) problems.push(problem);
  }
  return { sent: requests.length, problems };
}

describe('bad input to every operation of the OpenAPI document', () => {
  it('finds the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.some((operation) => operation.multipart)).toBe(true);
  });

  it('never answers 5xx, and refuses in the error shape', { timeout: 240_000 }, async () => {
    const ordered = [
      ...operations.filter((operation) => !ENDS_SESSION.has(operation.key)),
      ...operations.filter((operation) => ENDS_SESSION.has(operation.key)),
    ];
    const problems: string[] = [];
    let sent = 0;
    for (const operation of ordered) {
      for (const role of rolesFor(operation)) {
        const result = await fuzz(operation, role);
        sent += result.sent;
        problems.push(...result.problems);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  });
});
