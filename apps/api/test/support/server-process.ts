import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test-only: the portal's server as a child process: the built dist/server.js (what `npm start` runs, and quicker
 * to start) when it is newer than every source file, as after CI's build step; else src/server.ts through tsx.
 */

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const sourceEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const builtEntry = path.join(repoRoot, 'apps/api/dist/server.js');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let entryArguments: string[] | undefined;
function serverArguments(): string[] {
  if (!entryArguments) {
    const built = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
    const sources = [path.join(repoRoot, 'apps/api/src'), path.join(repoRoot, 'packages/shared/src')];
    entryArguments =
      built > Math.max(...sources.map(newestChange))
        ? ['--enable-source-maps', builtEntry]
        : ['--import', 'tsx', sourceEntry];
  }
  return entryArguments;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything the process wrote while the test still read its output. */
  output(): string;
  /** Stops reading the process's output: the pipe fills and its writes answer EAGAIN. */
  stopReading(): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running (for `finally` blocks). */
  kill(): void;
};

/**
 * Starts the server on `port` with the test's own settings only (DATABASE_URL is not inherited: pass it in `env`),
 * its output on pipes the test reads until `stopReading()`.
 */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const child = spawn(process.execPath, serverArguments(), {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SEED_DEMO_CONTENT: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stopReading() {
      for (const stream of [child.stdout, child.stderr]) {
        stream?.off('data', collect);
        stream?.pause();
      }
    },
    exited,
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves once GET /api/ready answers 200; throws with the process's output if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.origin}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** The process's exit, or 'still running' after `ms`. */
export function exitWithin(server: ServerProcess, ms: number) {
  return Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}
