import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase } from '../src/db/test-database';
import { ACCOUNT_TEST_ENV } from './support/accounts';
import { postgresServerUrl } from './support/server-database';
import {
  exitWithin,
  findFreePort,
  repoRoot,
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from './support/server-process';

/**
 * The rolling upgrade of docs/backup-and-upgrade.md under light load: two instances behind a proxy, each in turn
 * stopped (SIGTERM) and started again, and not one request fails. The proxy is Debian's nginx with the project's
 * proxy settings (deploy/nginx/iiidem-proxy.conf: retry on the other instance) when nginx is installed (CI installs
 * it), else a small Node proxy that does the same. Runs in the PostgreSQL pass only (DATABASE_URL set): two
 * instances need a shared database; the default pass's tests of the same pieces are graceful-shutdown.test.ts and
 * migrations-once.test.ts. It also starts both instances at once on a new, empty database (each migration once).
 */

/** nginx's upstream `fail_timeout` here; deploy/nginx says 10 s, shortened so the test waits less. */
const FAIL_TIMEOUT_S = 2;

const hasNginx = spawnSync('nginx', ['-v']).status === 0;

type Proxy = { port: number; stop(): Promise<void>; kind: string };

async function startNginx(upstreamPorts: number[]): Promise<Proxy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-nginx-'));
  const port = await findFreePort();
  const servers = upstreamPorts
    .map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`)
    .join('\n    ');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
worker_processes 1;
events {}
http {
  access_log off;
  # The workers may not write in this test's private folder: answers pass through memory only.
  proxy_max_temp_file_size 0;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream iiidem_portal {
    ${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${path.join(repoRoot, 'deploy/nginx/iiidem-proxy.conf')};
      proxy_pass http://iiidem_portal;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
    {
      stdio: 'ignore',
    },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port,
    kind: 'nginx',
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Without nginx: round robin, and a request whose instance refuses or drops the connection goes to the other. */
async function startNodeProxy(upstreamPorts: number[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % upstreamPorts.length;
      const attempt = (tries: number) => {
        const port = upstreamPorts[(first + tries) % upstreamPorts.length];
        const upstream = http.request(
          { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent },
          (answer) => {
            if (answer.statusCode === 503 && tries + 1 < upstreamPorts.length) {
              answer.resume();
              attempt(tries + 1);
              return;
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => {
          if (tries + 1 < upstreamPorts.length) attempt(tries + 1);
          else response.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    kind: 'node proxy',
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Light load until stopped: a few clients in a loop, reads (the course list) and writes (a new captcha). */
function driveLoad(origin: string, clients = 4) {
  let running = true;
  const results = { ok: 0, failed: [] as string[] };
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let round = 0; running; round++) {
      const write = (round + client) % 3 === 0;
      try {
        const response = await fetch(`${origin}${write ? '/api/captcha' : '/api/courses'}`, {
          method: write ? 'POST' : 'GET',
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.status === (write ? 201 : 200)) results.ok++;
        else results.failed.push(`${write ? 'POST /api/captcha' : 'GET /api/courses'}: ${response.status}`);
      } catch (error) {
        results.failed.push(`${write ? 'POST' : 'GET'}: ${(error as Error).message}`);
      }
    }
  });
  return {
    results,
    async stop() {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}

describe.runIf(process.env.DATABASE_URL)('a rolling upgrade of two instances behind a proxy', () => {
  const serverUrl = postgresServerUrl();
  const name = `portal_rolling_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let proxy: Proxy | undefined;

  afterAll(async () => {
    for (const server of servers) server.kill();
    await proxy?.stop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await dropPostgresDatabase(serverUrl, name);
  });

  async function start(port: number, dataDir: string): Promise<ServerProcess> {
    const server = startServerProcess(port, {
      ...ACCOUNT_TEST_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FILE_LINK_SECRET: 'rolling-upgrade-instances-share-this-secret-0123456789',
    });
    servers.push(server);
    return server;
  }

  it('fails no request while each instance in turn stops and starts again', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const ports = [await findFreePort(), await findFreePort()];
    for (let index = 0; index < 2; index++) dataDirs.push(await mkdtemp(path.join(os.tmpdir(), 'iiidem-rolling-')));

    // Both start together on the empty database: one migrates, the other waits for the lock; both become ready.
    const first = [
      await start(ports[0] as number, dataDirs[0] as string),
      await start(ports[1] as number, dataDirs[1] as string),
    ];
    await Promise.all(first.map((server) => waitUntilReady(server)));
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check
      .query(
        'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      )
      .finally(() => check.end());
    expect(rows[0].applied).toBeGreaterThan(0);
    expect(rows[0].applied).toBe(rows[0].distinct_hashes);

    proxy = hasNginx ? await startNginx(ports) : await startNodeProxy(ports);
    const load = driveLoad(`http://127.0.0.1:${proxy.port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const current = [...first];
    for (let index = 0; index < 2; index++) {
      const old = current[index] as ServerProcess;
      old.child.kill('SIGTERM');
      expect(await exitWithin(old, 15_000)).toEqual({ code: 0, signal: null });
      const upgraded = await start(ports[index] as number, dataDirs[index] as string);
      await waitUntilReady(upgraded);
      current[index] = upgraded;
      // The proxy tries an instance it saw fail again after its fail_timeout: only then is the next one stopped.
      await new Promise((resolve) => setTimeout(resolve, (FAIL_TIMEOUT_S + 1) * 1000));
    }

    const results = await load.stop();
    expect(results.failed, `failed requests through ${proxy.kind}`).toEqual([]);
    expect(results.ok).toBeGreaterThan(50);
  }, 120_000);
});
