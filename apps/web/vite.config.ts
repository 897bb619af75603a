import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_ALIASES } from './preact-aliases';
import { evaluateFrameworkFirst } from './vite-framework-first';
import { linguiPlugins } from './vite-lingui';
import { precompress } from './vite-precompress';

/** Where the API (apps/api) listens in development: `npm run dev` runs it next to this dev server. */
const API_ORIGIN = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/files': { target: API_ORIGIN, changeOrigin: false },
};

/**
 * One config, two builds (`npm run build`): the browser's (dist/) and, with `--ssr`, the server entry that the
 * API renders public pages with (dist/server/entry-server.js, npm packages included). Both answer React's module
 * names with Preact's (preact-aliases.ts); the server bundle holds its npm packages so that theirs meet the aliases too
 * (Node would load React for them). The server build writes no public files and no CSS: the browser build has them.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // precompress: .br and .gz copies of the browser build's text files, served by the API as they are.
  // evaluateFrameworkFirst: the libraries' chunk is evaluated in a task of its own (vite-framework-first.ts).
  plugins: [react(), ...linguiPlugins(), evaluateFrameworkFirst(), precompress()],
  resolve: { alias: PREACT_ALIASES },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets; the API serves them with long-lived cache headers.
    assetsDir: 'assets',
    // The browser build's manifest (dist/.vite/manifest.json, never served: dot folder) tells the server
    // which CSS and code each page module needs.
    ...(isSsrBuild
      ? { outDir: 'dist/server', copyPublicDir: false, emptyOutDir: true }
      : {
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Preact (as React), React Router, SWR and Lingui's runtime: 44 KB (Brotli) every page needs, in one file that stays cached
                    // across releases as long as the libraries do not change. use-sync-external-store's with-selector is
                    // the statistics charts' alone (Recharts): it stays in their chunk, not in every page's.
                    name: 'framework',
                    test: /node_modules[\\/](preact|react-router|swr|use-sync-external-store|cookie|set-cookie-parser|dequal|@lingui)[\\/](?!.*with-selector)/,
                    priority: 2,
                  },
                  {
                    // Everything the entry imports statically (the shell: layout, router, API client, the English
                    // shell texts, the @iiidem/shared constants it reads), in the entry's own file. Without this
                    // group, each shell module a lazy page also imports became a chunk of its own: four more
                    // requests of a few hundred bytes on every page (issue 13).
                    name: 'index',
                    tags: ['$initial'],
                    priority: 1,
                  },
                  {
                    // The course pages' shared modules (features/courses but the programme overview's, with what
                    // they import: tabs of the list, the applied state, the spinner, the status names), in one
                    // file instead of seven of a few hundred bytes each: the course list and a course's page
                    // (issue 13) load each of them. A module only one page uses stays in that page's chunk.
                    name: 'courses-shared',
                    test: /src[\\/]features[\\/]courses[\\/](?!program-overview[\\/])/,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        }),
  },
}));
