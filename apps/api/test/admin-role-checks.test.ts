import { API_ERRORS } from '@iiidem/shared/messages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app';
import { useTestApp } from './build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from './sign-in-as';
import { bearer, captcha, latestCode, postSignIn } from './support/accounts';

/**
 * Role checks across the whole back office (issue 7): every route under /api/admin, found in the app
 * itself (so routes added later are covered without touching this file), answers 401 without a session,
 * 403 to an applicant, and lets staff in, except the admin-only staff-account and activity-log routes (403 for
 * staff).
 */

type Route = { method: string; url: string };

const ADMIN_ONLY = /^\/api\/admin\/(staff|activity)(\/|$)/;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Every method and full path of the router, read from `printRoutes` (a tree: each line's indentation is its
 * depth, its text the part of the path after its parent's).
 */
function routerRoutes(app: AppInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Every method and path of the OpenAPI document (`{id}` written `:id`), to check the router reading. */
function documentedRoutes(app: AppInstance): Route[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {}).flatMap(([url, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{([^}]+)\}/g, ':$1') })),
  );
}

const key = (route: Route) => `${route.method} ${route.url}`;

const UNAUTHORIZED = { success: false, message: API_ERRORS.unauthorized };
const FORBIDDEN = { success: false, message: API_ERRORS.forbidden };

/** Whether an answer is exactly this status with this error body. */
function answers(response: LightMyRequestResponse, status: number, body: object): boolean {
  return response.statusCode === status && JSON.stringify(response.json()) === JSON.stringify(body);
}

function request(route: Route, user: SignedInUser | undefined): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    // Every parameter (:id, :sessionId ...) becomes 1.
    url: route.url.replace(/:[A-Za-z_]+/g, '1'),
    ...(user ? { headers: user.headers } : {}),
    ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
  };
}

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

describe('role checks on every back-office route', () => {
  let routes: Route[] = [];
  let applicant: SignedInUser;
  let staff: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    routes = routerRoutes(ctx.app).filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD');
    // The applicant first, so the id 1 that fills the paths is never a staff account.
    applicant = await signInAs(ctx.app, ctx.database.db);
    staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
  });

  it('finds the back-office routes itself, including the staff-account ones and every documented one', () => {
    const found = new Set(routes.map(key));
    for (const route of [
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'POST /api/admin/staff/:id/deactivate',
      'POST /api/admin/staff/:id/reactivate',
    ]) {
      expect(found).toContain(route);
    }
    const documented = documentedRoutes(ctx.app).filter((route) => route.url.startsWith('/api/admin'));
    expect(documented.length).toBeGreaterThanOrEqual(4);
    for (const route of documented) expect(found, `${key(route)} is documented but not found`).toContain(key(route));
  });

  it(`answers 401 '${API_ERRORS.unauthorized}' without a session, on every route, whatever the body`, async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ctx.app.inject(request(route, undefined));
      if (!answers(response, 401, UNAUTHORIZED)) wrong.push(`${key(route)} -> ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`answers 403 '${API_ERRORS.forbidden}' to an applicant, on every route, whatever the body`, async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ctx.app.inject(request(route, applicant));
      if (!answers(response, 403, FORBIDDEN)) wrong.push(`${key(route)} -> ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets staff into every route but the admin-only staff-account and activity-log ones (403)', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ctx.app.inject(request(route, staff));
      const allowed = response.statusCode !== 401 && response.statusCode !== 403;
      if (ADMIN_ONLY.test(route.url) ? !answers(response, 403, FORBIDDEN) : !allowed) {
        wrong.push(`${key(route)} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.filter((route) => ADMIN_ONLY.test(route.url)).length).toBeGreaterThanOrEqual(4);
  });

  it('lets admins into every route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ctx.app.inject(request(route, admin));
      if (response.statusCode === 401 || response.statusCode === 403) {
        wrong.push(`${key(route)} -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the role in the session answers', () => {
  it('GET /api/user-details answers the role', async () => {
    for (const role of ['applicant', 'staff', 'admin'] as const) {
      const user = await signInAs(ctx.app, ctx.database.db, { role });
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.role).toBe(role);
    }
  });

  it('POST /api/sessions/verify answers the role with the token', async () => {
    for (const role of ['applicant', 'staff', 'admin'] as const) {
      const user = await signInAs(ctx.app, ctx.database.db, { role });
      const started = await postSignIn(ctx.app, user.email, 'Strong@Pass1');
      expect(started.statusCode).toBe(200);
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/sessions/verify',
        payload: {
          attempt_id: started.json().data.attempt_id,
          otp: await latestCode(ctx.database.db, user.email),
          ...(await captcha(ctx.app)),
        },
      });
      expect(verified.statusCode).toBe(201);
      expect(verified.json().data).toMatchObject({ token: expect.any(String), role });
      const details = await ctx.app.inject({
        method: 'GET',
        url: '/api/user-details',
        headers: bearer(verified.json().data.token),
      });
      expect(details.json().data.role).toBe(role);
    }
  });
});
