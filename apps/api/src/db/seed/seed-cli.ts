// `npm run db:seed`: migrates the configured database and loads the demo content if it has none.

import { openFileStore } from '../../lib/files/open-file-store';
import { openDatabase } from '../client';
import { databaseOptionsFor, describeDatabase, resolveDataDir } from '../location';
import { migrateDatabase } from '../migrate';
import { seedDemoContentIfEmpty } from './seed';

async function main() {
  const target = { dataDir: resolveDataDir(), databaseUrl: process.env.DATABASE_URL?.trim() || undefined };
  const handle = await openDatabase(databaseOptionsFor(target));
  let seeded: boolean;
  try {
    await migrateDatabase(handle);
    const files = openFileStore({ database: handle, dataDir: target.dataDir });
    ({ seeded } = await seedDemoContentIfEmpty(handle, { files }));
  } finally {
    await handle.close();
  }
  process.stdout.write(
    seeded
      ? `Loaded the demo content into ${describeDatabase(target)}.\n`
      : `Nothing was seeded: ${describeDatabase(target)} already has content.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
