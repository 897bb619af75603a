import { PEOPLE_LIMITS, PEOPLE_MESSAGES, type TAdminPerson, type TPersonValues } from '@iiidem/shared/admin/people';
import type { FastifyInstance } from 'fastify';
import { createContent } from '../../lib/content/save-content';
import { invalidUpload } from '../../lib/private-files';
import { insertPerson, listSize, lockList } from './people.repository';
import { PEOPLE } from './people-table';

/** Adds an entry at the end of its list (audited 'person.create'); a full list answers 400. */
export function createPerson(
  app: FastifyInstance,
  input: { actorUserId: number; values: TPersonValues },
): Promise<TAdminPerson> {
  return createContent(app, PEOPLE, {
    actorUserId: input.actorUserId,
    values: input.values,
    insert: async (tx, values) => {
      await lockList(tx, values.list);
      const { entries, nextOrder } = await listSize(tx, values.list);
      if (entries >= PEOPLE_LIMITS.perList) throw invalidUpload('list', PEOPLE_MESSAGES.listFull);
      return insertPerson(tx, values, nextOrder);
    },
  });
}
