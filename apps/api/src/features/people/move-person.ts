import type { TAdminPerson } from '@iiidem/shared/admin/people';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { findNeighbour, findPersonRow, lockList, renumberList, setSortOrder } from './people.repository';
import { adminPerson } from './people-views';

/**
 * Moves an entry one place up or down in its list (audited 'person.move'); at the list's end it stays. The list
 * is numbered afresh first, so entries that shared a place (seeded or moved between lists) swap cleanly.
 */
export async function movePerson(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; direction: 'up' | 'down' },
): Promise<TAdminPerson> {
  return app.database.db.transaction(async (tx) => {
    const first = await findPersonRow(tx, input.id);
    if (!first) throw notFound();
    await lockList(tx, first.list);
    await renumberList(tx, first.list);
    const row = await findPersonRow(tx, input.id, true);
    if (!row) throw notFound();
    const neighbour = await findNeighbour(tx, row, input.direction);
    if (neighbour) {
      await setSortOrder(tx, row.id, neighbour.sort_order);
      await setSortOrder(tx, neighbour.id, row.sort_order);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'person',
        verb: 'move',
        entityId: row.id,
        from: { sortOrder: row.sort_order },
        to: { sortOrder: neighbour.sort_order },
      });
    }
    const after = await findPersonRow(tx, row.id);
    if (!after) throw notFound();
    return adminPerson(after);
  });
}
