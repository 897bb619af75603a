import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { databaseOptionsFor, describeDatabase } from './db/location';
import { migrateDatabase } from './db/migrate';
import { ensureReferenceData } from './db/seed/reference-data';
import { seedDemoContentIfEmpty } from './db/seed/seed';
import { ensureSitePages } from './db/seed/site-pages';
import { ensureSiteSettings } from './db/seed/site-settings';
import { bootstrapFirstAdmin } from './features/staff/bootstrap-admin';
import { clock } from './lib/clock';
import { openFileStore } from './lib/files/open-file-store';
import { startHousekeeping } from './lib/housekeeping/housekeeping-job';
import { createLogger, safeErrorMessage, serializeError } from './lib/logger';
import { startMailSender } from './lib/mail/mail-sender';
import { limitPasswordHashing } from './lib/passwords';
import { forceExit, reportNotReadyWhileDraining, SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS } from './lib/shutdown';

type Logger = ReturnType<typeof createLogger>;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear message, no stack: the fix is in the environment, not in the code.
    console.error(`Cannot start: the settings are not valid.\n${error.message}`);
    process.exit(1);
  }
}

async function prepareDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseOptionsFor(config));
    await database.ping();
  } catch (error) {
    log.fatal({ err: error }, `Cannot open ${describeDatabase(config)}: ${safeErrorMessage(error)}`);
    process.exit(1);
  }
  await migrateDatabase(database);
  // Programme types, categories, countries and states are needed in every environment, demo or not.
  await ensureReferenceData(database.db);
  // The pages of the site's fixed routes (issue 15): created with their first text when missing, never overwritten.
  await ensureSitePages(database.db);
  // The site's settings (issue 15): the marked samples until staff change them, never overwritten.
  await ensureSiteSettings(database.db);
  // ADMIN_EMAIL and ADMIN_PASSWORD: the first admin, once (nothing happens while an active admin exists).
  await bootstrapFirstAdmin(database.db, config.firstAdmin, {
    passwordHashCost: config.auth.passwordHashCost,
    now: clock.now(),
    log,
  });
  if (config.seedDemoContent) {
    // The same store buildApp opens: the folder next to the embedded database, or the server's stored_files.
    const files = openFileStore({ database, dataDir: config.dataDir });
    const { seeded } = await seedDemoContentIfEmpty(database, { files });
    log.info(seeded ? 'Loaded the demo content into the empty database' : 'The database has content; no demo seed');
  }
  return database;
}

async function start() {
  const config = readConfig();
  const log = createLogger(config);
  // libuv's thread pool is the process's: one limit for every password hash computed here.
  limitPasswordHashing(config.auth.passwordHashConcurrency);
  const database = await prepareDatabase(config, log);
  const app = await buildApp({ config, database, loggerInstance: log });
  // Sends the mail outbox over SMTP_URL in the background (without it, mail waits in the outbox).
  const mailSender = startMailSender(config, database.db, log);
  // Removes expired captchas, codes, sessions, counters and old sent mail; one instance at a time.
  const housekeeping = startHousekeeping({ db: database.db, limits: config.auth, log });

  let draining = false;
  reportNotReadyWhileDraining(app, () => draining);

  // The exit's log flush (up to a second, lib/log-destination.ts) also fits in the grace period.
  const stopWithinMs = SHUTDOWN_GRACE_MS - 2_000;
  // Whatever hangs (a stuck socket, a query, a native thread), the process ends within its grace period.
  const onTimeout = () => forceExit(log, stopWithinMs);
  closeWithGrace({ delay: stopWithinMs, logger: log, onTimeout }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'Shutting down after an unexpected error');
    else log.info(`Received ${signal ?? 'exit'}: finishing in-flight requests`);
    // A second, unref'd timer: ends the process even if close-with-grace's own is somehow never reached.
    setTimeout(onTimeout, stopWithinMs + 500).unref();
    draining = true;
    if (!err) await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
    // Lets a send in progress finish (unsent mail stays in the outbox for the next start).
    await mailSender?.stop();
    await housekeeping.stop();
    // Stops accepting connections and waits for in-flight requests; then nothing uses the database.
    await app.close();
    await database.close();
    log.info('Stopped');
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.fatal(`Cannot listen on ${config.host}:${config.port}: ${safeErrorMessage(error)}`);
    await mailSender?.stop();
    await housekeeping.stop();
    await database.close();
    process.exit(1);
  }
  log.info(`IIIDEM Portal is running at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
}

start().catch((error: unknown) => {
  // A failed migration or seed query must not print its parameters: the same cleaning as the log.
  console.error('Cannot start the server:', serializeError(error));
  process.exit(1);
});
