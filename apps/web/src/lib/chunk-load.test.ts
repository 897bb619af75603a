import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkNameOf, isChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('script chunk loading (spec 1 §8, §9)', () => {
  it("reads 'Loading chunk {n} failed' when the chunk's script fails to load", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/course-details-page-x1.js');
    const loading = loadChunk('course-details-page', () => Promise.reject(failure));
    await expect(loading).rejects.toThrow(new ChunkLoadError('course-details-page', failure));
    const error = await loading.catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe('Loading chunk course-details-page failed');
    expect((error as ChunkLoadError).reason).toBe(failure);
  });

  it('has a chunk load time-out of 120 seconds', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const loading = loadChunk('home-page', () => new Promise<never>(() => {}));
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
    expect(settled.mock.calls[0]?.[0]).toMatchObject({ message: 'Loading chunk home-page failed', reason: 'timeout' });
  });

  it('resolves with the module, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(loadChunk('home-page', () => Promise.resolve({ default: 'page' }))).resolves.toEqual({
      default: 'page',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("names a chunk by its module's file name", () => {
    expect(chunkNameOf('./routes/courses/course-details-page')).toBe('course-details-page');
    expect(chunkNameOf('../../../features/admin/admin-app.tsx')).toBe('admin-app');
  });
});
