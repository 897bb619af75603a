import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { useTestApp } from './build-test-app';

const ctx = useTestApp();

describe('OpenAPI', () => {
  it('serves the document generated from the route schemas at /api/openapi.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('IIIDEM Portal API');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(Object.keys(document.paths['/api/ready'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });

  it('leaves its own and the docs routes out of the document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths.some((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toBe(false);
  });

  it('serves Swagger UI at /api/docs with scripts still limited to our origin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");

    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('documents the multipart body of every upload route, read by the route itself', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const vacancy = document.paths['/api/admin/vacancies'].post;
    expect(Object.keys(vacancy.requestBody.content)).toEqual(['multipart/form-data']);
    expect(vacancy.requestBody.content['multipart/form-data'].schema.type).toBe('object');
  });
});

describe('API_DOCS', () => {
  it('is on by default outside production (the test app), and off by default in production', () => {
    expect(ctx.config.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '17' }).apiDocs).toBe(false);
  });

  it('when off, neither the document nor the docs pages are served: 404 like any unknown address', async () => {
    const app = await buildApp({ config: { ...ctx.config, apiDocs: false }, database: ctx.database });
    try {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ success: false, message: API_ERRORS.routeNotFound });
      }
      // The API itself is unchanged.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
