import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

/** A named pipe opened for reading and writing without blocking: a reader that reads only when told to. */
function openPipe() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-log-pipe-'));
  const fifo = path.join(dir, 'log');
  execFileSync('mkfifo', [fifo]);
  const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
  return {
    fd,
    readAll(): string {
      const chunks: Buffer[] = [];
      const buffer = Buffer.alloc(65_536);
      for (;;) {
        try {
          const n = readSync(fd, buffer);
          if (n === 0) break;
          chunks.push(Buffer.from(buffer.subarray(0, n)));
        } catch {
          break; // EAGAIN: nothing more to read now
        }
      }
      return Buffer.concat(chunks).toString();
    },
    close() {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const line = (index: number) => `${JSON.stringify({ msg: `line ${index}`, pad: 'x'.repeat(200) })}\n`;

describe('the log destination', () => {
  let pipe: ReturnType<typeof openPipe> | undefined;
  afterEach(() => pipe?.close());

  it('keeps the lines a full pipe does not take, in order, and writes them once the reader reads', async () => {
    pipe = openPipe();
    const destination = createLogDestination({ fd: pipe.fd, maxQueuedBytes: 1024 * 1024 });
    for (let index = 0; index < 1000; index++) destination.write(line(index));
    expect(destination.stats().queuedBytes).toBeGreaterThan(0);

    let read = pipe.readAll();
    for (let tries = 0; tries < 50 && destination.stats().queuedBytes > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      read += pipe.readAll();
    }
    read += pipe.readAll();
    expect(read).toBe(Array.from({ length: 1000 }, (_, index) => line(index)).join(''));
    expect(destination.stats()).toEqual({ queuedBytes: 0, droppedLines: 0 });
  });

  it('drops (and counts) lines beyond its bound, and gives up flushing a full pipe after its time limit', () => {
    pipe = openPipe();
    const destination = createLogDestination({ fd: pipe.fd, maxQueuedBytes: 10_000, exitFlushMs: 200 });
    for (let index = 0; index < 1000; index++) destination.write(line(index));
    expect(destination.stats().droppedLines).toBeGreaterThan(0);

    const started = Date.now();
    destination.flushSync();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(destination.stats().queuedBytes).toBeGreaterThan(0);

    // Once the reader catches up, one line says how many were lost.
    const dropped = destination.stats().droppedLines;
    let read = pipe.readAll();
    for (let tries = 0; tries < 50 && !read.includes('were dropped'); tries++) {
      destination.flushSync();
      read += pipe.readAll();
    }
    const report = read.trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(report)).toMatchObject({
      level: 40,
      msg: `${dropped} log lines were dropped: the log output was not read`,
    });
  });
});
