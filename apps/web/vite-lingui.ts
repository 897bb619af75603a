import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const configPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lingui.config.ts');

/**
 * Lingui (issue 14) for the build and both test projects: its Babel macro turns `<Trans>`, `t`, `msg` and
 * `plural` into message ids (only files that import a macro go through Babel), and its plugin compiles the
 * `.po` catalogues a page imports into small modules. The config path is given because Vitest runs from the
 * repository root. Lingui 5: Lingui 6's build tools need Node 22.19, and this project supports Node 20.
 */
export function linguiPlugins(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  return [
    lingui({ configPath, failOnCompileError: true }),
    babel({
      presets: [
        {
          preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] },
          rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
        },
      ],
    }),
  ];
}
