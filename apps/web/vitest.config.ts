import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { REACT_USING_PACKAGES, TEST_ALIASES } from './preact-aliases';
import { linguiPlugins } from './vite-lingui';

/**
 * The server render and hydration tests run in a project of their own, one module graph per file
 * (vitest.ssr.config.ts): they render whole pages from module-level router and SWR state that other files'
 * pages also load, so in the shared graph below their result could depend on which file ran first.
 */
export const SERVER_RENDERING_TESTS = ['src/entry-server.test.ts', 'src/app/start-app.test.tsx'];

/** What both web projects share. */
export const WEB_TEST_OPTIONS = {
  environment: 'happy-dom' as const,
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // The players' frames would otherwise load YouTube's pages.
  environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  // Page tests render the whole app and load lazy chunks; on a busy two-core machine that can pass 5 s.
  testTimeout: 15_000,
  // In CI a failed test runs once more, reported as retried, as Playwright's: since Preact runs effects after the
  // next frame (issue 13), one page test (staff invitation) failed once in 4 CI runs on a loaded machine and never
  // here; a retried test is a bug to find, not a pass to forget (docs/decisions.md, 2026-11-25).
  retry: process.env.CI ? 1 : 0,
};

export default defineProject({
  plugins: [react(), ...linguiPlugins()],
  resolve: { alias: TEST_ALIASES },
  test: {
    server: { deps: { inline: REACT_USING_PACKAGES } },
    ...WEB_TEST_OPTIONS,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: SERVER_RENDERING_TESTS,
    // One environment and module graph per worker (a third of the time of one per file). So a test file must
    // not use vi.mock: the module it mocks may already be loaded by another file. Each test still gets a fresh
    // SWR cache (test/mock-api.tsx) and a clean DOM and storage (test/setup.ts).
    isolate: false,
  },
});
