import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isDatabaseUnavailableError } from './database-errors';

/** The PostgreSQL server every test run has (CI starts it); trust authentication. */
const SERVER = 'postgres://postgres@127.0.0.1:5432';

/** Runs the failing step and answers what it threw. */
async function failureOf(step: () => Promise<unknown>): Promise<unknown> {
  try {
    await step();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A connection to a closed port through a host name with two addresses, as Node reports it. */
function connectToTwoClosedAddresses(): Promise<unknown> {
  return new Promise((resolve) => {
    const socket = net.connect({
      host: 'portal-db.test',
      port: 1,
      autoSelectFamily: true,
      lookup: (_host, _options, callback) =>
        (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: '127.0.0.1', family: 4 },
          { address: '127.0.0.2', family: 4 },
        ]),
    });
    socket.on('error', resolve);
  });
}

async function queryThrough(url: string) {
  const database = await openDatabase({ databaseUrl: url, connectionTimeoutMs: 2000 });
  try {
    return await failureOf(() => database.db.execute('select 1'));
  } finally {
    await database.close();
  }
}

describe('isDatabaseUnavailableError', () => {
  it('sees a refused connection, also inside an AggregateError of every address tried', async () => {
    expect(isDatabaseUnavailableError(await queryThrough('postgres://postgres@127.0.0.1:1/portal'))).toBe(true);
    const aggregate = await connectToTwoClosedAddresses();
    expect(aggregate).toBeInstanceOf(AggregateError);
    expect(isDatabaseUnavailableError(aggregate)).toBe(true);
    // Node versions that leave the AggregateError itself without a code: the codes are in errors[].
    const withoutCode = new AggregateError((aggregate as AggregateError).errors, '');
    expect(isDatabaseUnavailableError(new Error('Failed query', { cause: withoutCode }))).toBe(true);
  });

  it('sees a database that does not exist (dropped or renamed: 3D000) and a role the server refuses (28000)', async () => {
    const missing = await queryThrough(`${SERVER}/portal_no_such_database`);
    expect((missing as { cause?: { code?: string } }).cause?.code).toBe('3D000');
    expect(isDatabaseUnavailableError(missing)).toBe(true);
    const refused = await queryThrough('postgres://portal_no_such_role@127.0.0.1:5432/postgres');
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('28000');
    expect(isDatabaseUnavailableError(refused)).toBe(true);
  });

  it('sees a pool with no free connection in time', async () => {
    const pool = new pg.Pool({ connectionString: `${SERVER}/postgres`, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    try {
      const error = await failureOf(() => pool.query('select 1'));
      expect((error as Error).message).toBe('timeout exceeded when trying to connect');
      expect(isDatabaseUnavailableError(error)).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('sees a connection the server ended (57P01, then "Connection terminated unexpectedly")', async () => {
    const victim = new pg.Client({ connectionString: `${SERVER}/postgres` });
    const killer = new pg.Client({ connectionString: `${SERVER}/postgres` });
    victim.on('error', () => {});
    await Promise.all([victim.connect(), killer.connect()]);
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      const first = await failureOf(() => victim.query('select 1'));
      expect(isDatabaseUnavailableError(first)).toBe(true);
      const next = await failureOf(() => victim.query('select 1'));
      expect(isDatabaseUnavailableError(next)).toBe(true);
    } finally {
      await killer.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('does not take a wrong query or a broken rule for an unavailable database', async () => {
    const database = await openDatabase({ databaseUrl: `${SERVER}/postgres` });
    try {
      const syntax = await failureOf(() => database.db.execute('select from where'));
      expect((syntax as { cause?: { code?: string } }).cause?.code).toBe('42601');
      expect(isDatabaseUnavailableError(syntax)).toBe(false);
      const divisionByZero = await failureOf(() => database.db.execute('select 1 / 0'));
      expect((divisionByZero as { cause?: { code?: string } }).cause?.code).toBe('22012');
      expect(isDatabaseUnavailableError(divisionByZero)).toBe(false);
    } finally {
      await database.close();
    }
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});
