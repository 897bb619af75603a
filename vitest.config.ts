import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * These start the server or the create-admin command as a child process on a fresh embedded database
 * whatever DATABASE_URL says, so the pass on a PostgreSQL server (DATABASE_URL set) would only repeat them.
 */
const EMBEDDED_DATABASE_ONLY = [
  'test/graceful-shutdown.test.ts',
  'src/features/staff/create-admin-cli.test.ts',
  // The reuse of PGlite test databases across files (src/db/reused-pglite.ts).
  'src/db/reused-pglite.test.ts',
  // Thousands of malformed requests: what it proves (a 4xx in the error shape, never a 5xx) is decided before or
  // by the same PostgreSQL code on either database, and it is the longest file of the server pass.
  'test/fuzz.test.ts',
];

/**
 * API test files that use no database at all (renderers, codecs, pure rules): the pass on a PostgreSQL server would
 * run them again for nothing. Found by reading the files, so a new test joins or leaves the list by itself.
 */
function apiTestsWithoutDatabase(): string[] {
  const root = path.join(import.meta.dirname, 'apps/api');
  const usesDatabase = /useTestApp|useContentAdminApp|database|Database|buildApp|startServer|DATABASE_URL/;
  return ['src', 'test'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file}`)
      .filter((file) => !usesDatabase.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

export default defineConfig({
  test: {
    // Two cores on these machines; each API test file also holds its own in-memory database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? [...EMBEDDED_DATABASE_ONLY, ...apiTestsWithoutDatabase()] : [],
          environment: 'node',
          // One migrated template database for the run; each test file copies it (on PGlite, a worker hands a
          // file's copy, emptied, to its next file: src/db/reused-pglite.ts).
          globalSetup: ['./test/global-setup.ts'],
          // Test files share a worker's module graph (imports once, not once per file). Each file builds its
          // own app on its own database copy; nothing here uses vi.mock, which this would break.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.ssr.config.ts',
    ],
  },
});
