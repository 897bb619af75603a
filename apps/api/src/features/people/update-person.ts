import type { TAdminPerson, TPersonValues } from '@iiidem/shared/admin/people';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES } from '@iiidem/shared/admin/people';
import type { FastifyInstance } from 'fastify';
import { updateContent } from '../../lib/content/save-content';
import { invalidUpload } from '../../lib/private-files';
import { listSize, lockList, updatePersonRow } from './people.repository';
import { PEOPLE } from './people-table';

/** Saves an entry (audited 'person.update'); moved to another list, it goes to that list's end. */
export function updatePerson(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; values: TPersonValues },
): Promise<TAdminPerson> {
  let sortOrder: number | undefined;
  return updateContent(app, PEOPLE, {
    actorUserId: input.actorUserId,
    id: input.id,
    prepare: async (tx, before) => {
      if (before.list !== input.values.list) {
        await lockList(tx, input.values.list);
        const { entries, nextOrder } = await listSize(tx, input.values.list);
        if (entries >= PEOPLE_LIMITS.perList) throw invalidUpload('list', PEOPLE_MESSAGES.listFull);
        sortOrder = nextOrder;
      }
      return { values: input.values };
    },
    update: (tx, id, values) => updatePersonRow(tx, id, values, sortOrder),
  });
}
