import { describe, expect, it } from 'vitest';
import { frameworkFirst } from '../vite-framework-first';

describe('frameworkFirst (the web build step for index.html)', () => {
  it('loads the framework chunk with an async module script of its own, and leaves the other tags alone', () => {
    const built = [
      '<script type="module" crossorigin src="/assets/index-skxBNDLY.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BWaJ3C7D.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework-D9vUGXGE.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-BZWL1Efh.css">',
    ].join('\n');
    expect(frameworkFirst(built).split('\n')).toEqual([
      '<script type="module" crossorigin src="/assets/index-skxBNDLY.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BWaJ3C7D.js">',
      '<script type="module" async crossorigin src="/assets/framework-D9vUGXGE.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-BZWL1Efh.css">',
    ]);
  });
});
