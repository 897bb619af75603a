import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { runAfterAnswer, settleWorkAfterAnswers } from './after-answer';

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('runAfterAnswer', () => {
  it('starts the work only after the caller has gone on (the answer is written first)', async () => {
    const { log } = recordingLog();
    const order: string[] = [];
    runAfterAnswer(log, 'Test work', async () => {
      order.push('work');
    });
    order.push('answer');
    await Promise.resolve();
    order.push('answer sent');
    await settleWorkAfterAnswers();
    expect(order).toEqual(['answer', 'answer sent', 'work']);
  });

  it('logs a failure instead of throwing it, and settles all the same', async () => {
    const { log, lines } = recordingLog();
    runAfterAnswer(log, 'Password reset', async () => {
      throw new Error('database went away');
    });
    await settleWorkAfterAnswers();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'Password reset failed after the answer',
        err: expect.objectContaining({ message: 'database went away' }),
      }),
    ]);
  });

  it('waits for work that was started while it waited', async () => {
    const { log } = recordingLog();
    const done: string[] = [];
    runAfterAnswer(log, 'Outer', async () => {
      runAfterAnswer(log, 'Inner', async () => {
        done.push('inner');
      });
      done.push('outer');
    });
    await settleWorkAfterAnswers();
    expect(done).toEqual(['outer', 'inner']);
  });
});
