import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { REACT_USING_PACKAGES, TEST_ALIASES } from './preact-aliases';
import { linguiPlugins } from './vite-lingui';
import { SERVER_RENDERING_TESTS, WEB_TEST_OPTIONS } from './vitest.config';

/** The server render and hydration tests, each file with its own module graph (see vitest.config.ts). */
export default defineProject({
  plugins: [react(), ...linguiPlugins()],
  resolve: { alias: TEST_ALIASES },
  test: {
    server: { deps: { inline: REACT_USING_PACKAGES } },
    ...WEB_TEST_OPTIONS,
    name: 'web-ssr',
    include: SERVER_RENDERING_TESTS,
    isolate: true,
  },
});
