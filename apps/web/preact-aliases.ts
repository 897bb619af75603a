import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * React's module names answered by Preact's compatibility layer (issue 13: a public page's framework code is 44 KB
 * instead of 92, Brotli). The browser build, the server render and the tests all use them, so what is tested is what
 * runs.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/(client|server)$/, replacement: 'preact/compat/$1' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/compat/$1' },
];

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));
const webModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/**
 * For the tests, which Vitest runs in Node: an npm package's CommonJS build would `require('react')` past the aliases
 * above and load React itself next to Preact. These name each React-using package's ES module instead (Vite then
 * applies the aliases inside it); `use-sync-external-store` has no ES module, so its two hooks come from Preact
 * (`useSyncExternalStore`) and from a port of React's selector version in the test support.
 */
export const TEST_ALIASES: Alias[] = [
  {
    find: /^@testing-library\/react$/,
    replacement: nodeModule('@testing-library/react/dist/@testing-library/react.esm.js'),
  },
  { find: /^react-router$/, replacement: nodeModule('react-router/dist/development/index.mjs') },
  { find: /^react-router\/dom$/, replacement: nodeModule('react-router/dist/development/dom-export.mjs') },
  { find: /^react-redux$/, replacement: nodeModule('react-redux/dist/react-redux.mjs') },
  { find: /^recharts$/, replacement: webModule('recharts/es6/index.js') },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: fileURLToPath(new URL('./src/test/use-sync-external-store-with-selector.ts', import.meta.url)),
  },
  ...PREACT_ALIASES,
];

/** npm packages that import React: transformed by Vite (so they meet the aliases) instead of loaded by Node. */
export const REACT_USING_PACKAGES = [
  /react-router/,
  /swr/,
  /@lingui\/react/,
  /@testing-library\/react/,
  /react-hook-form/,
  /@hookform/,
  /recharts/,
  /react-redux/,
  /@reduxjs/,
  /yet-another-react-lightbox/,
];
