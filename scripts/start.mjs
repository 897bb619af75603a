// `npm start`: build whatever is missing or older than its sources, then run the server in this process
// (so SIGTERM reaches the server's own graceful shutdown).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of any file below the given folders (0 when none exist). */
function newestSource(folders) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) walk(folder);
  return newest;
}

/** True when any of the outputs is missing or older than the newest source. */
function needsBuild(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return newestSource(sources) > oldestOutput;
}

const shared = at('packages', 'shared', 'src');
const targets = [
  {
    workspace: 'apps/web',
    // The browser build and the server entry the API renders public pages with (one `npm run build`).
    outputs: [at('apps', 'web', 'dist', 'index.html'), at('apps', 'web', 'dist', 'server', 'entry-server.js')],
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      shared,
    ],
  },
  {
    workspace: 'apps/api',
    outputs: [at('apps', 'api', 'dist', 'server.js')],
    sources: [at('apps', 'api', 'src'), shared],
  },
];

for (const target of targets) {
  if (needsBuild(target.outputs, target.sources)) {
    console.warn(`Building ${target.workspace} ...`);
    // Always a production build, whatever this server runs as: a build made under NODE_ENV=test (the end-to-end
    // server) would use React's development JSX, which a later production start cannot load.
    execSync(`npm run build -w ${target.workspace}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps', 'api', 'dist', 'server.js')).href);
