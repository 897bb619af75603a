import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { migrationsFolder } from '../src/db/paths';
import { dropPostgresDatabase } from '../src/db/test-database';
import { postgresServerUrl } from './support/server-database';

/**
 * Several instances starting together on one new PostgreSQL database (a rolling deploy, a scaled service): each one
 * migrates at start-up, under one advisory lock. On the local server in the default pass, DATABASE_URL's in the
 * PostgreSQL pass (a database of its own either way).
 */
describe('migrations started by four instances at once on one empty PostgreSQL database', () => {
  const serverUrl = postgresServerUrl();
  const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await dropPostgresDatabase(serverUrl, name);
  });

  it('all succeed, and each migration is applied and recorded once', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`).finally(() => admin.end());
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (let instance = 0; instance < 4; instance++) {
      handles.push(await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }));
    }

    const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      const { rows } = await pool.query(
        'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await pool.end();
    }
  });
});
