import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { helmetOptions } from '../src/plugins/security-headers';
import { useTestApp } from './build-test-app';

const ctx = useTestApp();

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

describe('security headers', () => {
  it("sends exactly the headers helmet's own middleware sets (read once at start-up)", async () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(helmetOptions(ctx.config.publicUrl))(response.req, response, () => undefined);
    const expected = response.getHeaders();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], name).toBe(String(value));
  });

  it('sends a strict Content-Security-Policy with no inline scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('sends nosniff, a referrer policy and refuses framing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the headers on errors and unknown addresses too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an address the router cannot decode', '/api/courses/%E0%A4%A', 400],
    ['a path parameter over the length limit', `/api/courses/${'7'.repeat(500)}`, 414],
  ])('sends the same headers, JSON and no-store on router errors: %s', async (_name, url, status) => {
    const normal = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(response.headers[header], header).toBe(normal.headers[header]);
    }
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS on router errors too when PUBLIC_URL is https', async () => {
    const config = { ...ctx.config, publicUrl: 'https://portal.example.org' };
    const app = await buildApp({ config, database: ctx.database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/courses/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('sends no HSTS while PUBLIC_URL is plain http', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const config = { ...ctx.config, publicUrl: 'https://portal.example.org' };
    const app = await buildApp({ config, database: ctx.database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      // Assets carry few headers, but HSTS on every answer (whichever a browser sees first).
      const asset = await app.inject({ method: 'GET', url: '/assets/no-such-file.js' });
      expect(asset.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('API caching', () => {
  it('marks API answers Cache-Control: no-store', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/no-such-route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
