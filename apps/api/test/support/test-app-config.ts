import path from 'node:path';
import { type AppInstance, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { testAppLogger } from './test-logs';

/**
 * The settings of every app a test builds (one per test file, or several instances on one database):
 * its own DATA_DIR, no web build, no demo content, cheap hashing; `env` adds or overrides settings.
 */
export function testAppConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO_CONTENT: 'false',
    // The lowest scrypt cost the settings accept: hashing at the production cost (2^17) takes a good part of a
    // second of CPU per sign-up or sign-in. Tests of the production cost set it themselves.
    PASSWORD_HASH_COST: '10',
    ...env,
  });
}

/** The app on `database`, logging into the run's scanned log files (test-logs.ts); not yet ready. */
export function buildTestAppOn(config: Config, database: DatabaseHandle): Promise<AppInstance> {
  const loggerInstance = testAppLogger(config);
  return buildApp({ config, database, ...(loggerInstance ? { loggerInstance } : { logger: false }) });
}
