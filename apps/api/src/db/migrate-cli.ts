// `npm run db:migrate`: applies the committed migrations to the configured database, then exits.
import { openDatabase } from './client';
import { databaseOptionsFor, describeDatabase, resolveDataDir } from './location';
import { migrateDatabase } from './migrate';
import { ensureReferenceData } from './seed/reference-data';

async function main() {
  const target = { dataDir: resolveDataDir(), databaseUrl: process.env.DATABASE_URL?.trim() || undefined };
  const handle = await openDatabase(databaseOptionsFor(target));
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
  } finally {
    await handle.close();
  }
  process.stdout.write(`Migrated ${describeDatabase(target)} to the latest schema.\n`);
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
