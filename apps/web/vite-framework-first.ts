import type { Plugin } from 'vite';

/** The framework chunk's preload in the built index.html (vite.config.ts names the chunk 'framework'). */
const FRAMEWORK_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/framework-[\w-]+\.js)">/;

/**
 * index.html with the framework chunk (Preact, React Router, SWR, Lingui) loaded by an async module script of its
 * own instead of a preload: the browser evaluates it in a task of its own as soon as it arrives, and the entry's
 * evaluation, when the page is parsed, no longer includes it (issue 13: a slow phone's longest task at start-up,
 * 125-170 ms under Lighthouse's 4x CPU slow-down, became two of 30-60 and 60-95 ms). The libraries run nothing of the
 * app's when evaluated, so the order of the two does not matter; the entry waits for the chunk as before.
 */
export function frameworkFirst(html: string): string {
  return html.replace(FRAMEWORK_PRELOAD, '<script type="module" async crossorigin src="$1"></script>');
}

/** The build step: applied after Vite has written its script and preload tags into index.html. */
export function evaluateFrameworkFirst(): Plugin {
  return {
    name: 'iiidem-framework-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: frameworkFirst },
  };
}
