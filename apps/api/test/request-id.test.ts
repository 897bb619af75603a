import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API_ERRORS } from '@iiidem/shared/messages';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from '../src/db/test-database';
import { createLoggerOptions } from '../src/lib/logger';
import { trustedProxyCheck } from '../src/lib/request-id';
import { testAppConfig } from './support/test-app-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY_ID = '4f0c2a9d81b34e6a9c0d7e5f1a2b3c4d';

/** An app on its own database whose log lines are kept in `lines`, with a route that fails. */
function useLoggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const state: { app?: AppInstance; database?: DatabaseHandle; dataDir?: string } = {};
  beforeAll(async () => {
    state.dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-request-id-'));
    const config = testAppConfig(state.dataDir, { LOG_LEVEL: 'info', ...env });
    state.database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    state.app = await buildApp({
      config,
      database: state.database,
      loggerInstance: pino(createLoggerOptions(config), stream),
    });
    state.app.get('/api/test/boom', async () => {
      throw new Error('something broke inside');
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });
  return {
    lines,
    get app() {
      if (!state.app) throw new Error('built in beforeAll');
      return state.app;
    },
  };
}

describe('request ids without a trusted proxy', () => {
  const ctx = useLoggedApp({});

  it('gives every answer its own random id in X-Request-Id', async () => {
    const first = await ctx.app.inject({ url: '/api/health' });
    const second = await ctx.app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('puts the id of a failed request in its answer and in every log line of that request', async () => {
    const response = await ctx.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.internal, requestId: id });
    const own = ctx.lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    expect(own.map((entry) => entry.msg)).toEqual(['incoming request', 'request failed', 'request completed']);
  });

  it('says the id of a refused request in the header, its body unchanged', async () => {
    const missing = await ctx.app.inject({ url: '/api/no/such/thing' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound });
    // An error the router meets before any hook runs.
    const bad = await ctx.app.inject({ url: '/api/courses/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });

  it('ignores an incoming X-Request-Id: nobody is trusted to set it', async () => {
    const response = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': PROXY_ID } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids behind a trusted proxy (TRUST_PROXY)', () => {
  const ctx = useLoggedApp({ TRUST_PROXY: 'loopback' });

  it("takes the proxy's id, so its access log and the portal's lines match", async () => {
    const response = await ctx.app.inject({ url: '/api/test/boom', headers: { 'x-request-id': PROXY_ID } });
    expect(response.headers['x-request-id']).toBe(PROXY_ID);
    expect(response.json().requestId).toBe(PROXY_ID);
    expect(ctx.lines.some((line) => JSON.parse(line).reqId === PROXY_ID)).toBe(true);
  });

  it('makes its own id for a malformed one or a request from elsewhere', async () => {
    for (const forged of ['short', 'has spaces in it', 'x'.repeat(101), 'line\\nbreak-injected']) {
      const response = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': forged } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const outside = await ctx.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(outside.headers['x-request-id']).toMatch(UUID);
  });
});

describe('trustedProxyCheck', () => {
  it('reads addresses, CIDRs and the proxy-addr names, with IPv4 peers on a dual-stack socket', () => {
    const trusted = trustedProxyCheck(['10.1.0.0/16', '192.0.2.7', 'loopback', 'fd00::/8']);
    expect(trusted('10.1.200.3')).toBe(true);
    expect(trusted('::ffff:10.1.200.3')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('10.2.0.1')).toBe(false);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedProxyCheck([])('127.0.0.1')).toBe(false);
    const local = trustedProxyCheck(['uniquelocal', 'linklocal']);
    expect(['172.20.0.5', '192.168.1.1', '169.254.1.1', 'fe80::1'].map(local)).toEqual([true, true, true, true]);
    expect(local('8.8.8.8')).toBe(false);
  });
});
