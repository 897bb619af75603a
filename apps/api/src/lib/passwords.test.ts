import { describe, expect, it } from 'vitest';
import { createPasswordHasher, type DeriveKey, deriveScryptKey } from './passwords';

/** The lowest cost the settings accept: these tests count derivations, they do not time them. */
const COST = 10;

/** The real scrypt derivation, with counters of how many run at this moment and at most. */
function countedDerive(failFor?: string) {
  const counts = { running: 0, most: 0, done: 0 };
  const derive: DeriveKey = async (password, salt, options) => {
    counts.running++;
    counts.most = Math.max(counts.most, counts.running);
    try {
      if (password === failFor) throw new Error('derivation failed');
      return await deriveScryptKey(password, salt, options);
    } finally {
      counts.running--;
      counts.done++;
    }
  };
  return { counts, derive };
}

const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;

describe('password hashing under a burst', () => {
  it('never derives more than one key at a time with PASSWORD_HASH_CONCURRENCY=1, and every hash still verifies', async () => {
    const { counts, derive } = countedDerive();
    const hasher = createPasswordHasher({ concurrency: 1, derive });
    const passwords = Array.from({ length: 8 }, (_, index) => `Burst@Pass${index}`);
    const hashes = await Promise.all(passwords.map((password) => hasher.hash(password, COST)));
    const checks = await Promise.all([
      ...passwords.map((password, index) => hasher.verify(password, hashes[index] ?? '')),
      hasher.verify('Wrong@Pass1', hashes[0] ?? ''),
      hasher.spendCheckTime('Nobody@Pass1', COST),
    ]);
    expect(counts.most).toBe(1);
    expect(counts.done).toBe(8 + 9 + 2);
    expect(checks.slice(0, 8)).toEqual(Array(8).fill(true));
    expect(checks[8]).toBe(false);
  });

  it('runs up to the setting at once, so the limit is what holds them back', async () => {
    const { counts, derive } = countedDerive();
    const hasher = createPasswordHasher({ concurrency: 2, derive });
    await Promise.all(Array.from({ length: 6 }, (_, index) => hasher.hash(`Pair@Pass${index}`, COST)));
    expect(counts.most).toBe(2);
  });

  it('keeps one thread of libuv’s pool free whatever the setting says', async () => {
    const { counts, derive } = countedDerive();
    const hasher = createPasswordHasher({ concurrency: 64, derive });
    await Promise.all(Array.from({ length: 10 }, (_, index) => hasher.hash(`Many@Pass${index}`, COST)));
    expect(counts.most).toBe(threadPoolSize - 1);
  });

  it('gives the slot of a failed derivation to the next one waiting', async () => {
    const { counts, derive } = countedDerive('Broken@Pass1');
    const hasher = createPasswordHasher({ concurrency: 1, derive });
    const results = await Promise.allSettled([
      hasher.hash('Broken@Pass1', COST),
      hasher.hash('Fine@Pass1', COST),
      hasher.hash('Fine@Pass2', COST),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(counts.most).toBe(1);
  });

  it('lets the waiting derivations start when the limit is raised', async () => {
    const { counts, derive } = countedDerive();
    const hasher = createPasswordHasher({ concurrency: 1, derive });
    const burst = Promise.all(Array.from({ length: 4 }, (_, index) => hasher.hash(`Raise@Pass${index}`, COST)));
    hasher.setConcurrency(2);
    await burst;
    expect(counts.most).toBe(2);
  });
});
