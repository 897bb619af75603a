import { describe, expect, it } from 'vitest';
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
});
