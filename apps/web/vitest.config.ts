import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // One environment and module graph per worker (a third of the time of one per file). So a test file must
    // not use vi.mock: the module it mocks may already be loaded by another file. Each test still gets a fresh
    // SWR cache (test/mock-api.tsx) and a clean DOM and storage (test/setup.ts).
    isolate: false,
    // The players' frames would otherwise load YouTube's pages.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    // Page tests render the whole app and load lazy chunks; on a busy two-core machine that can pass 5 s.
    testTimeout: 15_000,
  },
});
