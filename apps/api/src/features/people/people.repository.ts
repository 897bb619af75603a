import type { TPersonDetail, TPersonValues } from '@iiidem/shared/admin/people';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { people } from '../../db/schema/site-content';

/** SQL of the people and partners lists (issue 15). */

export type PersonRow = typeof people.$inferSelect;

const inOrder = [asc(people.sort_order), asc(people.id)] as const;

/** The published entries of a list, in their order. */
export function listPublishedPeople(db: Executor, list: string): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(and(eq(people.list, list), eq(people.published, true)))
    .orderBy(...inOrder);
}

/** Every entry of a list, published or not, in their order (a list holds at most a few hundred). */
export function listPeopleRows(db: Executor, list: string): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(eq(people.list, list))
    .orderBy(...inOrder);
}

/** One entry; `lock` holds its row until the transaction ends. */
export async function findPersonRow(db: Executor, id: number, lock = false): Promise<PersonRow | undefined> {
  const query = db.select().from(people).where(eq(people.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many entries a list has, and the next place at its end. */
export async function listSize(db: Executor, list: string): Promise<{ entries: number; nextOrder: number }> {
  const [row] = await db
    .select({ entries: count(), last: max(people.sort_order) })
    .from(people)
    .where(eq(people.list, list));
  return { entries: row?.entries ?? 0, nextOrder: (row?.last ?? -1) + 1 };
}

/** Serialises changes of one list's size or order (two staff adding or moving at once). */
export async function lockList(db: Executor, list: string): Promise<void> {
  // An Executor is the database or a transaction: both run plain statements.
  await (db as Executor & Pick<Database, 'execute'>).execute(
    sql`select pg_advisory_xact_lock(741100015, hashtext(${list}))`,
  );
}

function columnsOf(values: TPersonValues) {
  return {
    list: values.list,
    section: values.section,
    section_hi: values.sectionHi,
    name: values.name,
    name_hi: values.nameHi,
    role: values.role,
    role_hi: values.roleHi,
    details: values.details satisfies TPersonDetail[],
    email: values.email,
    phone: values.phone,
    extension: values.extension,
    link_url: values.linkUrl,
    published: values.published,
  };
}

export async function insertPerson(db: Executor, values: TPersonValues, sortOrder: number): Promise<number> {
  const [row] = await db
    .insert(people)
    .values({ ...columnsOf(values), sort_order: sortOrder })
    .returning({ id: people.id });
  return row!.id;
}

export async function updatePersonRow(
  db: Executor,
  id: number,
  values: TPersonValues,
  sortOrder?: number,
): Promise<void> {
  await db
    .update(people)
    .set({ ...columnsOf(values), ...(sortOrder === undefined ? {} : { sort_order: sortOrder }) })
    .where(eq(people.id, id));
}

export async function setPersonPublished(db: Executor, id: number, published: boolean): Promise<void> {
  await db.update(people).set({ published }).where(eq(people.id, id));
}

export async function setPersonPhoto(
  db: Executor,
  id: number,
  photo: { url: string; width: number; height: number } | null,
): Promise<void> {
  await db
    .update(people)
    .set({ photo_url: photo?.url ?? null, width: photo?.width ?? null, height: photo?.height ?? null })
    .where(eq(people.id, id));
}

export async function deletePersonRow(db: Executor, id: number): Promise<void> {
  await db.delete(people).where(eq(people.id, id));
}

/** The entry just before (`up`) or after (`down`) `row` in its list, or undefined at the list's end. */
export async function findNeighbour(db: Executor, row: PersonRow, direction: 'up' | 'down') {
  const before = sql`(${people.sort_order}, ${people.id}) < (${row.sort_order}, ${row.id})`;
  const after = sql`(${people.sort_order}, ${people.id}) > (${row.sort_order}, ${row.id})`;
  const [neighbour] = await db
    .select()
    .from(people)
    .where(and(eq(people.list, row.list), direction === 'up' ? before : after))
    .orderBy(
      ...(direction === 'up'
        ? [sql`${people.sort_order} desc`, sql`${people.id} desc`]
        : [asc(people.sort_order), asc(people.id)]),
    )
    .limit(1);
  return neighbour;
}

/** Numbers a list's entries 0, 1, 2… in their current order (so two entries never share a place). */
export async function renumberList(db: Executor, list: string): Promise<void> {
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.list, list))
    .orderBy(...inOrder);
  for (const [index, row] of rows.entries()) {
    await db.update(people).set({ sort_order: index }).where(eq(people.id, row.id));
  }
}

export async function setSortOrder(db: Executor, id: number, sortOrder: number): Promise<void> {
  await db.update(people).set({ sort_order: sortOrder }).where(eq(people.id, id));
}
