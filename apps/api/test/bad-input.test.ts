import { API_ERRORS } from '@iiidem/shared/messages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import { useTestApp } from './build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from './sign-in-as';
import { internationalFields, multipart } from './support/nominations';

/**
 * Bad input at the edge (issue 12): malformed multipart, control characters and lone surrogates, badly written
 * ids, and requests without a session, sent to every operation of the OpenAPI document that takes them, so
 * routes added later are covered without touching this file.
 */

type Operation = {
  method: InjectOptions['method'] & string;
  /** The document's path, `{id}` style. */
  path: string;
  multipart: boolean;
  signedIn: boolean;
  pathParams: string[];
};

type OpenApiOperation = {
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
};

function operationsOf(app: AppInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        multipart: Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data'),
        signedIn: (operation.security?.length ?? 0) > 0,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
  );
}

/** The document's path with every parameter set to `value` (URL-encoded). */
function urlOf(operation: Operation, value: string, query = ''): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(value)) + query;
}

const label = (operation: Operation) => `${operation.method} ${operation.path}`;

function expectError(response: LightMyRequestResponse, status: number, body: object, what: string) {
  expect({ what, status: response.statusCode, body: response.json() }).toEqual({ what, status, body });
}

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

let operations: Operation[] = [];
let domestic: SignedInUser;
let international: SignedInUser;
let admin: SignedInUser;

/** Who may call an operation (so the answer is about the input, not the role). */
function callerOf(operation: Operation): SignedInUser | undefined {
  if (!operation.signedIn) return undefined;
  if (operation.path.startsWith('/api/admin') || operation.path.startsWith('/api/certificates')) return admin;
  return operation.path.includes('international') ? international : domestic;
}

beforeAll(async () => {
  operations = operationsOf(ctx.app);
  domestic = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
  international = await signInAs(ctx.app, ctx.database.db, { user_type: 4 });
  admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
});

describe('malformed multipart bodies', () => {
  const MALFORMED: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', 'x'],
    ['a boundary that never appears', 'multipart/form-data; boundary=----iiidem', 'x'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    [
      'a part cut short',
      'multipart/form-data; boundary=----iiidem',
      '------iiidem\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello',
    ],
    [
      'a part without headers',
      'multipart/form-data; boundary=----iiidem',
      '------iiidem\r\n\r\n\r\nHello\r\n------iiidem',
    ],
  ];

  it('are found on the 14 upload routes of the document', () => {
    expect(operations.filter((operation) => operation.multipart).map(label)).toHaveLength(14);
  });

  it.each(MALFORMED)('answer 400 in the error shape on every upload route: %s', async (_name, contentType, payload) => {
    for (const operation of operations.filter((candidate) => candidate.multipart)) {
      const response = await ctx.app.inject({
        method: operation.method,
        url: urlOf(operation, '1'),
        headers: { ...callerOf(operation)?.headers, 'content-type': contentType },
        payload,
      });
      expectError(response, 400, { success: false, message: API_ERRORS.malformedMultipart }, label(operation));
    }
  });
});

describe('control characters and lone surrogates', () => {
  const invalid = (path: string) => ({
    success: false,
    message: API_ERRORS.validation,
    errors: [{ path, msg: API_ERRORS.invalidCharacter }],
  });

  it.each([
    ['NUL', 'India\u0000'],
    ['a lone high surrogate', 'India\ud800'],
    ['a lone low surrogate', '\udc00India'],
    ['an escape character', '\u001b[31mIndia'],
  ])('in a JSON value (%s) answer 400 naming the field', async (_name, value) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/nominations/drafts/1',
      headers: { ...international.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ form: 'international', data: { nationality: value } }),
    });
    expectError(response, 400, invalid('data.nationality'), 'draft');
  });

  it('in a JSON key answers 400 naming the object that holds it', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/nominations/drafts/1',
      headers: { ...international.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ form: 'international', data: { 'nation\u0000ality': 'India' } }),
    });
    expectError(response, 400, invalid('data'), 'draft key');
  });

  it('in a JSON body that is a bare string answers 400 naming the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('\u0000'),
    });
    expectError(response, 400, invalid('body'), 'bare string');
  });

  it('in query values answer 400 naming the value', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/admin/courses?q=%00', headers: admin.headers });
    expectError(search, 400, invalid('q'), 'search');
    const surrogate = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/news?q=a%ED%A0%80',
      headers: admin.headers,
    });
    expect(surrogate.statusCode, 'surrogate in a query').toBeLessThan(500);
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/press-news?category_id=1%00' });
    expectError(publicList, 400, invalid('category_id'), 'public query');
  });

  it('in path parameters answer 400 naming the parameter', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nominations/drafts/1%00',
      headers: international.headers,
    });
    expectError(response, 400, invalid('courseId'), 'path');
    // The certificate check answers 404 to anything that is not a well-formed number, on purpose.
    const certificate = await ctx.app.inject({ method: 'GET', url: '/api/certificates/IIIDEM%00' });
    expect(certificate.statusCode).toBe(404);
  });

  it('in multipart text fields answer 400 naming the field, on every kind of upload reader', async () => {
    // The upload is read (and its text checked) before the course is looked up.
    const nomination = multipart(internationalFields(1, { nationality: 'NIGERIA\u0000' }));
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/nominations/international',
      headers: { ...international.headers, ...nomination.headers },
      payload: nomination.payload,
    });
    expectError(submitted, 400, invalid('nationality'), 'nomination');

    const vacancy = multipart({ title: 'Clerk\u0000', upload_date: '2026-01-01' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/vacancies',
      headers: { ...admin.headers, ...vacancy.headers },
      payload: vacancy.payload,
    });
    expectError(created, 400, invalid('title'), 'back-office upload');

    const profile = multipart({ title: 'Ms', first_name: 'As\u0007ha' });
    const updated = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-details',
      headers: { ...domestic.headers, ...profile.headers },
      payload: profile.payload,
    });
    expectError(updated, 400, invalid('first_name'), 'profile');
  });

  it('are looked for without recursion: a JSON body nested 100,000 deep is a 400, not a crash', async () => {
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/nominations/drafts/1',
      headers: { ...international.headers, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('ids in paths and queries', () => {
  const BAD_IDS = ['0x10', ' 1', '1e3', '01', '+1', '1.0', '0', '-1', '2147483648', '99999999999'];

  it.each(BAD_IDS)('%j as a path id answers 400 naming the parameter, on every route with an id', async (bad) => {
    const withIds = operations.filter((operation) => operation.pathParams.some((name) => /^id$|Id$/.test(name)));
    expect(withIds.length).toBeGreaterThan(20);
    for (const operation of withIds) {
      const url = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
        /^id$|Id$/.test(name) ? encodeURIComponent(bad) : '1',
      );
      const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const response = await ctx.app.inject({
        method: operation.method,
        url,
        headers: { ...callerOf(operation)?.headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: '{}' } : {}),
      });
      expect({ route: label(operation), status: response.statusCode, body: response.json() }).toEqual({
        route: label(operation),
        status: 400,
        body: {
          success: false,
          message: API_ERRORS.validation,
          errors: operation.pathParams
            .filter((name) => /^id$|Id$/.test(name))
            .map((path) => ({ path, msg: 'The id must be a whole number from 1.' })),
        },
      });
    }
  });

  it.each(['0x10', ' 1', '1e3', '01', '99999999999'])('%j as a query id answers 400', async (bad) => {
    const value = encodeURIComponent(bad);
    const applications = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/applications?course_id=${value}`,
      headers: admin.headers,
    });
    expect(applications.statusCode).toBe(400);
    expect(applications.json().errors).toEqual([{ path: 'course_id', msg: expect.any(String) }]);
    const signedLink = await ctx.app.inject({
      method: 'GET',
      url: `/api/private-files/nominations/u1/${'a'.repeat(32)}.jpg?session=${value}&expires=1&signature=${'0'.repeat(64)}`,
    });
    expect(signedLink.statusCode).toBe(400);
    expect(signedLink.json().errors).toEqual([{ path: 'session', msg: 'The id must be a whole number from 1.' }]);
  });

  it('a well-written id of no record answers 404 (DELETE /api/admin/courses/0x10 deletes nothing)', async () => {
    const hex = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/courses/0x10', headers: admin.headers });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().errors).toEqual([{ path: 'id', msg: 'The id must be a whole number from 1.' }]);
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/courses/16', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('signed-in routes', () => {
  it('answer 401 to a caller without a session before looking at the params or the body', async () => {
    const signedIn = operations.filter((operation) => operation.signedIn);
    expect(signedIn.length).toBeGreaterThan(40);
    for (const operation of signedIn) {
      const response = await ctx.app.inject({
        method: operation.method,
        url: urlOf(operation, '0x10', '?unexpected=%00'),
        headers: { 'content-type': 'application/json' },
        payload: operation.method === 'GET' ? undefined : '{"unexpected": "\\u0000", "role": "admin"',
      });
      expectError(response, 401, { success: false, message: API_ERRORS.unauthorized }, label(operation));
    }
  });
});
