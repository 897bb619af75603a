import { connect } from 'node:net';
import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES } from '../src/app';
import { HttpError } from '../src/lib/http-error';
import { buildTestApp, type TestApp, useTestApp } from './build-test-app';

/** Test-only routes that exercise each kind of failure. */
function addTestRoutes(app: TestApp['app']) {
  app.post(
    '/api/test/people',
    {
      schema: {
        body: z.strictObject({ email_id: z.email('Please enter a valid email'), age: z.number().int().min(18) }),
        response: { 201: z.object({ success: z.literal(true) }) },
      },
    },
    async (_request, reply) => reply.code(201).send({ success: true as const }),
  );
  app.get(
    '/api/test/courses/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => {
      if (request.params.id === 404) throw new HttpError(404, 'Course not found');
      if (request.params.id === 409) {
        throw new HttpError(409, 'Already applied', [{ path: 'course_id', msg: 'Already applied' }]);
      }
      return { success: true, id: request.params.id };
    },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/repo.ts:42');
  });
  app.get('/api/test/database-down', async () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  app.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
    success: true,
  }));
}

const ctx = useTestApp({ setup: addTestRoutes });

const validPerson = { email_id: 'asha@example.org', age: 30 };

function post(payload: string, contentType = 'application/json') {
  return ctx.app.inject({ method: 'POST', url: '/api/test/people', headers: { 'content-type': contentType }, payload });
}

describe('the API error shape', () => {
  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify(validPerson));
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 with each field and its message when the body fails its schema', async () => {
    const response = await post(JSON.stringify({ email_id: 'not-an-email', age: 12 }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: API_ERRORS.validation });
    expect(body.errors).toContainEqual({ path: 'email_id', msg: 'Please enter a valid email' });
    expect(body.errors).toContainEqual({ path: 'age', msg: expect.any(String) });
  });

  it('refuses unknown fields (no mass assignment) and names them', async () => {
    const response = await post(JSON.stringify({ ...validPerson, role: 'admin' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'role', msg: expect.any(String) }]);
  });

  it('names the whole body when it is missing', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/people' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'body' }] });
  });

  it('validates params and query the same way', async () => {
    const params = await ctx.app.inject({ method: 'GET', url: '/api/test/courses/abc' });
    expect(params.statusCode).toBe(400);
    expect(params.json().errors).toEqual([{ path: 'id', msg: expect.any(String) }]);

    const query = await ctx.app.inject({ method: 'GET', url: '/api/test/courses/1?page=0' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ path: 'page', msg: expect.any(String) }]);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await post('{"email_id": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await post('email_id=asha@example.org', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: API_ERRORS.unsupportedMediaType });
    },
  );

  it.each([
    'application/json; charset=utf-16',
    'application/json; charset=UTF-16LE',
    'application/json;charset="iso-8859-1"',
    'application/json; charset=',
  ])('answers 415 for JSON declared in another charset than UTF-8 (%s)', async (contentType) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/people',
      headers: { 'content-type': contentType },
      payload: Buffer.from(JSON.stringify(validPerson), 'utf16le'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.jsonNotUtf8 });
  });

  it.each(['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf8"'])(
    'reads JSON declared as UTF-8 (%s)',
    async (contentType) => {
      expect((await post(JSON.stringify(validPerson), contentType)).statusCode).toBe(201);
    },
  );

  it('answers 413 for a body over the limit', async () => {
    const padding = 'x'.repeat(JSON_BODY_LIMIT_BYTES);
    const response = await post(JSON.stringify({ ...validPerson, padding }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.payloadTooLarge });
  });

  it('passes the message of a thrown HttpError', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/courses/404' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Course not found' });

    const conflict = await ctx.app.inject({ method: 'GET', url: '/api/test/courses/409' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      message: 'Already applied',
      errors: [{ path: 'course_id', msg: 'Already applied' }],
    });
  });

  it('answers 500 with the generic message and no internals for an unexpected error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: API_ERRORS.internal,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('repo.ts');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.unavailable, requestId: expect.any(String) });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers 404 JSON for an unknown /api address, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound });
    }
  });

  it('answers 429 with Retry-After when a route rate limit is exceeded', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await ctx.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
    expect(second.json()).toEqual({ success: false, message: API_ERRORS.tooManyRequests });
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/limited',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('errors the router meets before any route', () => {
  it('answers 400 in the error shape for an address it cannot decode, without echoing it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/courses/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.badAddress });
    expect(response.body).not.toContain('%E0');
  });

  it('answers 414 in the error shape for a path parameter over the length limit, without echoing it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/courses/${'7'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.addressTooLong });
  });
});

describe('while the server shuts down', () => {
  it('answers requests still arriving on open connections 503 in the error shape, and closes them', async () => {
    const testApp = await buildTestApp();
    let closing: Promise<void> | undefined;
    try {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = testApp.app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let raw = '';
      socket.on('data', (chunk) => {
        raw += chunk;
      });
      const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
      // A request in flight (half its body sent) keeps the connection open while the app closes ...
      socket.write(
        'POST /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      closing = testApp.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // ... and the next request on that connection comes in during the shutdown.
      socket.write('}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const [first, second] = (await ended).split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 404 /);
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      const [head = '', body] = (second ?? '').split('\r\n\r\n');
      const requestId = /^x-request-id: (\S+)$/im.exec(head)?.[1];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(body ?? '')).toEqual({ success: false, message: API_ERRORS.unavailable, requestId });
      expect(head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
      expect(head).toMatch(/^connection: close$/im);
      expect(head).toMatch(/^content-security-policy: .*script-src 'self'/im);
      expect(head).toMatch(/^x-content-type-options: nosniff$/im);
      expect(head).toMatch(/^cache-control: no-store$/im);
    } finally {
      await (closing ?? testApp.close());
    }
  });
});
