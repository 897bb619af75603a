import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client';
import { migrationsFolder } from './paths';

/**
 * The advisory lock the start-up work takes on a PostgreSQL server: the demo seed's key (seed/seed.ts), so that
 * an instance seeding waits for another one still migrating.
 */
export const STARTUP_LOCK_KEY = 741_100_001;

/**
 * Applies every committed migration not yet applied. Safe to call at every start-up, and from several instances
 * starting together on one PostgreSQL database: each waits for the lock, the first applies the migrations, the
 * others find nothing left to apply (drizzle's migrator alone reads the applied list before its transaction, so two
 * instances would both apply the same migration and one of them would fail).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    // One process owns an embedded database's folder: nothing to lock.
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers' database types differ only nominally
    await migratePglite(handle.db as any, config);
    return;
  }
  // A session lock on one connection of the pool, held while the migrator runs on that same connection.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
