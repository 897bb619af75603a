import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor';
import { auditChange, commitWithFiles, notFound } from './content-crud';
import type { ContentTable } from './content-routes';

/**
 * The create and update operations of a back-office content table (courses, news and tenders, vacancies):
 * the change, its audit entry ('<entity>.create' / '<entity>.update') and the record as the back office
 * sees it, in one transaction. Public files the form wrote (`written`) are removed if the change fails;
 * files it `dropped` only once it has committed.
 */

type Files = readonly (string | null | undefined)[];
type Table<Item> = Pick<ContentTable<Item>, 'entity' | 'find'>;

export async function createContent<Item, Values>(
  app: FastifyInstance,
  table: Table<Item>,
  input: {
    actorUserId: number;
    values: Values;
    written?: Files;
    /** Checks against the database (e.g. that a referenced category exists), inside the transaction. */
    check?: (tx: Executor) => Promise<void>;
    insert: (tx: Executor, values: Values) => Promise<number>;
  },
): Promise<Item> {
  const item = await commitWithFiles(app, input.written ?? [], () =>
    app.database.db.transaction(async (tx) => {
      await input.check?.(tx);
      const id = await input.insert(tx, input.values);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: table.entity,
        entityId: id,
        verb: 'create',
        to: input.values,
      });
      return { result: await table.find(tx, id, false) };
    }),
  );
  if (!item) throw notFound();
  return item;
}

export async function updateContent<Item, Values>(
  app: FastifyInstance,
  table: Table<Item>,
  input: {
    actorUserId: number;
    id: number;
    written?: Files;
    /** Checks the change against the record (locked until the commit); answers the values and the files it drops. */
    prepare: (tx: Executor, before: Item) => Promise<{ values: Values; dropped?: Files }>;
    update: (tx: Executor, id: number, values: Values) => Promise<unknown>;
  },
): Promise<Item> {
  const { id } = input;
  const item = await commitWithFiles(app, input.written ?? [], () =>
    app.database.db.transaction(async (tx) => {
      const before = await table.find(tx, id, true);
      if (!before) throw notFound();
      const { values, dropped } = await input.prepare(tx, before);
      await input.update(tx, id, values);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: table.entity,
        entityId: id,
        verb: 'update',
        from: before,
        to: values,
      });
      return { result: await table.find(tx, id, false), dropped };
    }),
  );
  if (!item) throw notFound();
  return item;
}
