/**
 * Loading a script chunk (a page's code, the back office): spec 1 §8 and §9. A chunk that fails to load, or has not
 * loaded after 120 seconds, rejects with a `ChunkLoadError` reading 'Loading chunk {n} failed', where {n} names the
 * chunk (its module's file name, e.g. 'course-details-page'); the route's error screen shows that text instead of
 * 'Unexpected Application Error!' and offers a reload, which fetches the current build.
 */

/** Spec 1 §9: script chunk load time-out 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    /** The chunk's name, the spec's {n}. */
    readonly chunk: string,
    /** Why: the browser's own error, or 'timeout'. */
    readonly reason: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`, { cause: reason });
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** The chunk name of a module path: './routes/courses/course-details-page' -> 'course-details-page'. */
export function chunkNameOf(modulePath: string): string {
  return modulePath.slice(modulePath.lastIndexOf('/') + 1).replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * Runs `load` (a dynamic import, with what it needs alongside) and rejects with a ChunkLoadError when it fails or
 * takes longer than `timeoutMs`. The timer is cleared once the chunk has arrived (on the server too).
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    let loading: Promise<T>;
    try {
      loading = load();
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(chunk, error));
      },
    );
  });
}
