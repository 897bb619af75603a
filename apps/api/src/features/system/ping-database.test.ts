import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { pingDatabase } from './ping-database';

function databaseWhosePing(ping: () => Promise<void>): DatabaseHandle {
  return { ping } as unknown as DatabaseHandle;
}

describe('pingDatabase', () => {
  it('resolves when the database answers', async () => {
    await expect(pingDatabase(databaseWhosePing(async () => {}))).resolves.toBeUndefined();
  });

  it('rejects when the database does not answer in time', async () => {
    const hung = databaseWhosePing(() => new Promise(() => {}));
    await expect(pingDatabase(hung, 20)).rejects.toThrow('did not answer within 20 ms');
  });
});
