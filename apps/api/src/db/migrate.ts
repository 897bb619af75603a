import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { migrationsFolder } from './paths';

/** Applies every committed migration not yet applied. Safe to call at every start-up. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers' database types differ only nominally
    await migratePglite(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migrateNodePg(handle.db as any, config);
  }
}
