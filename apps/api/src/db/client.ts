import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_WAIT_MS } from '../config';
import * as schema from './schema/index';

/** The same Drizzle API whether the rows live in PGlite or on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; poolSize?: number; connectionTimeoutMs?: number }
  /** Embedded PGlite: a folder on disk, or 'memory' for tests. */
  | { pgliteDir: string | 'memory'; pglite?: PGlite };

/** The extensions the migrations create (pg_trgm: the back office's search indexes); PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options);
  return openPglite(options);
}

function openPostgres(options: { databaseUrl: string; poolSize?: number; connectionTimeoutMs?: number }) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    // Pool exhaustion fails fast (a 503, see lib/database-errors.ts) rather than queueing forever.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_DATABASE_POOL_WAIT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
  return handle;
}

async function openPglite(options: { pgliteDir: string | 'memory'; pglite?: PGlite }) {
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir === 'memory') {
      client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    } else {
      const dir = path.resolve(options.pgliteDir);
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    }
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    async ping() {
      if (closed) throw new Error('database is closed');
      await pglite.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
  return handle;
}
