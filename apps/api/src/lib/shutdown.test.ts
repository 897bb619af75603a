import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forceExit } from './shutdown';

describe('forceExit', () => {
  it('logs the kinds of resource still open, then exits with status 1', async () => {
    // A listening socket nobody closed: what a stuck shutdown leaves behind.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lines: { object: { open: Record<string, number> }; message: string }[] = [];
    const exits: number[] = [];
    try {
      forceExit({ error: (object, message) => lines.push({ object: object as never, message }) }, 8000, (code) =>
        exits.push(code),
      );
    } finally {
      server.close();
    }
    expect(exits).toEqual([1]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('Shutdown took longer than 8000 ms: exiting anyway');
    expect(lines[0]?.object.open.TCPServerWrap).toBeGreaterThanOrEqual(1);
  });
});
