// `npm run create-admin -- --email E --password P`: an admin account for a stopped server or a PostgreSQL
// deployment (issue 7). Migrates the configured database first, like `npm run db:migrate`.
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { databaseOptionsFor, describeDatabase } from '../../db/location';
import { migrateDatabase } from '../../db/migrate';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { clock } from '../../lib/clock';
import { CREATE_ADMIN_EXIT, CREATE_ADMIN_USAGE, createAdmin, parseCreateAdminArguments } from './create-admin';

async function main(): Promise<number> {
  const parsed = parseCreateAdminArguments(process.argv.slice(2));
  if (parsed.kind === 'help') {
    process.stdout.write(`${CREATE_ADMIN_USAGE}\n`);
    return CREATE_ADMIN_EXIT.ok;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`create-admin: ${parsed.message}\n\n${CREATE_ADMIN_USAGE}\n`);
    return parsed.exitCode;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`create-admin: the settings are not valid.\n${error.message}\n`);
    return CREATE_ADMIN_EXIT.usage;
  }
  const handle = await openDatabase(databaseOptionsFor(config));
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    const line = await createAdmin(handle.db, parsed.input, {
      passwordHashCost: config.auth.passwordHashCost,
      now: clock.now(),
    });
    process.stdout.write(`${line} (${describeDatabase(config)})\n`);
  } finally {
    await handle.close();
  }
  return CREATE_ADMIN_EXIT.ok;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = CREATE_ADMIN_EXIT.failed;
  },
);
