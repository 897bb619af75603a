// Bundles the API into one file, dist/server.js. npm packages stay external (installed next to it);
// the workspace package @iiidem/shared is inlined because it ships TypeScript sources, not JavaScript.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSources = path.resolve(here, '../../packages/shared/src');

/** `@iiidem/shared/messages` -> packages/shared/src/messages.ts, so esbuild compiles it into the bundle. */
const inlineSharedPackage = {
  name: 'inline-shared-package',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@iiidem\/shared\// }, (args) => ({
      path: path.join(sharedSources, `${args.path.slice('@iiidem/shared/'.length)}.ts`),
    }));
  },
};

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Plugins run before `packages: 'external'`, so only @iiidem/shared is pulled in.
  plugins: [inlineSharedPackage],
  packages: 'external',
  logLevel: 'info',
});
