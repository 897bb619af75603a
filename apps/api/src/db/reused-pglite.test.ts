import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from './test-database';

// Runs on the embedded database only (vitest.config.ts): with DATABASE_URL each file gets a server database.

/** The PGlite under a handle (a lease of it): a property set on it lands on the PGlite itself. */
function clientOf(handle: DatabaseHandle): PGlite & { reuseMark?: symbol } {
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite under Drizzle
  return (handle.db as any).$client;
}

async function addReason(client: PGlite): Promise<number> {
  const result = await client.query<{ id: number }>(
    `insert into rejection_reasons (label_en, label_hi) values ('Seats are full', 'सीटें भरी हैं') returning id`,
  );
  return result.rows[0]?.id ?? 0;
}

describe('test databases reused across the files of a worker', () => {
  it('hands a closed database to the next file emptied, with its identities restarted', async () => {
    const first = await createTestDatabase();
    const mark = Symbol('first file');
    clientOf(first).reuseMark = mark;
    expect(await addReason(clientOf(first))).toBe(1);
    expect(await addReason(clientOf(first))).toBe(2);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(clientOf(second).reuseMark).toBe(mark);
      const { rows } = await clientOf(second).query<{ count: number }>(
        'select count(*)::int as count from rejection_reasons',
      );
      expect(rows[0]?.count).toBe(0);
      expect(await addReason(clientOf(second))).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('fails as a closed PGlite once its file closed it', async () => {
    const database = await createTestDatabase();
    const client = clientOf(database);
    await database.close();
    expect(client.closed).toBe(true);
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
    await expect(database.ping()).rejects.toThrow('database is closed');
  });

  it('closes a database whose tables a test changed instead of handing it on', async () => {
    const changed = await createTestDatabase();
    const mark = Symbol('changed');
    clientOf(changed).reuseMark = mark;
    await clientOf(changed).exec('create table public.left_behind (id integer)');
    await changed.close();

    const next = await createTestDatabase();
    try {
      expect(clientOf(next).reuseMark).not.toBe(mark);
      const { rows } = await clientOf(next).query<{ found: string | null }>(
        `select to_regclass('public.left_behind')::text as found`,
      );
      expect(rows[0]?.found).toBeNull();
    } finally {
      await next.close();
    }
  });
});
