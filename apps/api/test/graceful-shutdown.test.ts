import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

type RunningServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs src/server.ts through tsx, as `npm run dev` does, with the given settings only. */
function startServer(env: Record<string, string>): RunningServer {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO_CONTENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilReady(url: string, server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a request whose body is only half sent, so it is surely in flight when the signal arrives;
 * `finish` sends the rest and resolves with the raw response.
 */
async function startSlowRequest(port: number): Promise<{ finish: () => Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => {
    response += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.write(
    'POST /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
  );
  await sleep(300);
  return {
    finish: async () => {
      socket.end('}');
      return ended;
    },
  };
}

describe('the server process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-server-test-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting, naming it, without a stack trace', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid setting PORT: expected a whole number from 1 to 65535, got "abc"');
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it('on SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const port = await findFreePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    try {
      // A fresh embedded database is created and migrated first: generous, as a loaded CI machine is slow.
      await waitUntilReady(`http://127.0.0.1:${port}/api/ready`, server, 60_000);
      const slow = await startSlowRequest(port);
      server.child.kill('SIGTERM');
      await sleep(300);
      expect(server.child.exitCode).toBeNull();
      expect(await slow.finish()).toMatch(/^HTTP\/1\.1 404 /);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Stopped');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});
