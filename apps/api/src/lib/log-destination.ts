import { writeSync } from 'node:fs';

/**
 * Where the server's log lines go: standard output, written from the main thread, never waiting on a reader.
 *
 * Why not pino's default destination (sonic-boom, asynchronous): at `process.exit` pino flushes it synchronously,
 * and sonic-boom retries a write that answers EAGAIN (a pipe nobody reads is full) or EPIPE (the reader is gone)
 * forever, 100 ms at a time in `Atomics.wait`. A portal whose output went to such a pipe closed its port on
 * SIGTERM and then slept in that futex wait for ever (issue 18). Here a full pipe only delays lines (kept in a
 * bounded queue, the oldest first; lines beyond the bound are dropped and counted), a broken one ends the logging,
 * and the flush at exit gives up after `exitFlushMs`.
 */
export type LogDestination = {
  write(line: string): void;
  /** Writes what is queued, waiting at most `exitFlushMs` for a full pipe; never throws. */
  flushSync(): void;
  /** Lines waiting for the reader, and lines dropped because the queue was full. */
  stats(): { queuedBytes: number; droppedLines: number };
};

export type LogDestinationOptions = {
  fd?: number;
  /** Bytes kept while the reader is slow; more lines than this are dropped (and counted). */
  maxQueuedBytes?: number;
  /** How long the flush at exit waits for a full pipe before giving up on the queued lines. */
  exitFlushMs?: number;
};

const RETRY_MS = 50;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

export function createLogDestination(options: LogDestinationOptions = {}): LogDestination {
  const fd = options.fd ?? 1;
  // Node opens its standard output in non-blocking mode when it is a pipe or a socket (a file never blocks), so a
  // full pipe answers EAGAIN here instead of stopping the main thread in write(2).
  if (fd === 1) void process.stdout.fd;
  const maxQueuedBytes = options.maxQueuedBytes ?? 4 * 1024 * 1024;
  const exitFlushMs = options.exitFlushMs ?? 1000;
  let queue: Buffer[] = [];
  let queuedBytes = 0;
  let droppedLines = 0;
  let reportedDrops = 0;
  let broken = false;
  let retry: NodeJS.Timeout | undefined;

  /** Writes as much of the queue as the descriptor takes now; false when it is full (EAGAIN). */
  function writeQueued(): boolean {
    while (queue.length > 0 && !broken) {
      const chunk = queue.length === 1 ? (queue[0] as Buffer) : Buffer.concat(queue);
      let written: number;
      try {
        written = writeSync(fd, chunk);
      } catch (error) {
        if (errorCode(error) === 'EAGAIN') {
          queue = [chunk];
          return false;
        }
        // EPIPE (the reader is gone), EBADF...: nothing will ever read these lines.
        broken = true;
        queue = [];
        queuedBytes = 0;
        return true;
      }
      queuedBytes -= written;
      queue = written < chunk.length ? [chunk.subarray(written)] : [];
      if (queue.length === 0 && droppedLines > reportedDrops) reportDrops();
    }
    return true;
  }

  /** Once the reader has caught up: one line (pino's shape, level warn) saying how many lines were lost. */
  function reportDrops() {
    const lost = droppedLines - reportedDrops;
    reportedDrops = droppedLines;
    const line = `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${lost} log lines were dropped: the log output was not read` })}\n`;
    const bytes = Buffer.from(line);
    queue.push(bytes);
    queuedBytes += bytes.length;
  }

  function scheduleRetry() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!writeQueued()) scheduleRetry();
    }, RETRY_MS);
    // A slow reader must not keep the process alive: the exit flush has the last word.
    retry.unref();
  }

  const destination: LogDestination = {
    write(line) {
      if (broken) return;
      const bytes = Buffer.from(line);
      if (queuedBytes + bytes.length > maxQueuedBytes) {
        droppedLines++;
        return;
      }
      queue.push(bytes);
      queuedBytes += bytes.length;
      // Lines queue behind a waiting retry, so they keep their order.
      if (!retry && !writeQueued()) scheduleRetry();
    },
    flushSync() {
      if (retry) clearTimeout(retry);
      retry = undefined;
      const deadline = Date.now() + exitFlushMs;
      while (!writeQueued() && Date.now() < deadline) Atomics.wait(sleeper, 0, 0, RETRY_MS);
      // pino's `fatal` flushes too, and the process may go on: what is left goes out later.
      if (queue.length > 0 && !broken) scheduleRetry();
    },
    stats: () => ({ queuedBytes, droppedLines }),
  };
  return destination;
}

/** Flushes the destination when the process exits, within the destination's own time limit. */
export function flushLogOnExit(destination: LogDestination): void {
  process.once('exit', () => destination.flushSync());
}
