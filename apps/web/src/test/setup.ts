import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy modules that Vite transforms on first import (once per worker); on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // The server entry's tests run in Node, without a DOM (// @vitest-environment node).
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  document.title = '';
});
