import type { PGlite } from '@electric-sql/pglite';

/**
 * Test databases on PGlite, reused across the test files of a worker. Loading a PGlite from the migrated template
 * takes about 1.2 s (its WebAssembly and PostgreSQL's start), and each of 115 API test files did it. A file's
 * database goes back to its worker when the file closes it; the next file gets it emptied to the template's state
 * (every table of `public` truncated, its sequences restarted, the session discarded), if its schema is still the
 * template's: a database a test changed the shape of is closed instead. The API project runs its files with
 * `isolate: false`, so this module, and its spares, stay loaded for the worker's next files.
 *
 * A file holds its database through a lease: once the file closes it, every method of the lease rejects as a
 * closed PGlite's do ('PGlite is closed'), as the tests of a database going down expect.
 */

const MAX_SPARES = 2;
const spares: PGlite[] = [];
const fingerprints = new WeakMap<PGlite, string>();

/** What a test could change besides rows of `public`: relations, columns, constraints, functions, roles, migrations. */
const SHAPE = `
  select md5(concat_ws('|',
    (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
    (select string_agg(attrelid::regclass::text || '.' || attname || ':' || atttypid::text || ':' || attnotnull::text, ','
              order by attrelid::regclass::text, attnum)
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0),
    (select string_agg(conname, ',' order by conname) from pg_constraint),
    (select string_agg(tgname, ',' order by tgname) from pg_trigger),
    (select string_agg(proname, ',' order by proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')),
    (select string_agg(rolname, ',' order by rolname) from pg_roles),
    (select count(*) from pg_db_role_setting),
    (select string_agg(hash || created_at, ',' order by id) from drizzle.__drizzle_migrations)
  )) as shape`;

async function shapeOf(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ shape: string }>(SHAPE);
  return result.rows[0]?.shape ?? '';
}

/** Remembers a fresh copy of the template's shape, which it must still have to be reused. */
export async function adopt(pglite: PGlite): Promise<PGlite> {
  fingerprints.set(pglite, await shapeOf(pglite));
  return pglite;
}

/** A spare database emptied to the template's state, or undefined. */
export async function takeSpare(): Promise<PGlite | undefined> {
  for (let pglite = spares.pop(); pglite; pglite = spares.pop()) {
    if (await resetToTemplate(pglite)) return pglite;
    await pglite.close().catch(() => {});
  }
  return undefined;
}

async function resetToTemplate(pglite: PGlite): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    // Not in a transaction block: DISCARD ALL refuses to run in one.
    await pglite.exec('discard all');
    if ((await shapeOf(pglite)) !== fingerprints.get(pglite)) return false;
    const { rows } = await pglite.query<{ statement: string }>(`
      select 'truncate ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' restart identity cascade'
             as statement from pg_tables where schemaname = 'public'
      union all
      select format('alter sequence %I.%I restart', schemaname, sequencename) from pg_sequences
       where schemaname = 'public'`);
    await pglite.exec(rows.map((row) => row.statement).join(';\n'));
    return true;
  } catch {
    return false;
  }
}

function giveBack(pglite: PGlite): Promise<void> {
  if (pglite.closed) return Promise.resolve();
  if (spares.length >= MAX_SPARES) return pglite.close();
  spares.push(pglite);
  return Promise.resolve();
}

/**
 * `pglite` for one test file: closing the lease gives the database back to the worker, and from then on the lease's
 * methods reject as a closed PGlite's would. Methods run on the PGlite itself (it keeps its state in private fields).
 */
export function lease(pglite: PGlite): PGlite {
  let released = false;
  let closing: Promise<void> | undefined;
  const close = () => {
    released = true;
    closing ??= giveBack(pglite);
    return closing;
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'close') return close;
      if (property === 'closed') return released || target.closed;
      if (property === 'constructor') return target.constructor;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return released ? () => Promise.reject(new Error('PGlite is closed')) : value.bind(target);
    },
  });
}
