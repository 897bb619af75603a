import type { TAdminPerson } from '@iiidem/shared/admin/people';
import { PEOPLE_MESSAGES, ZAdminPerson } from '@iiidem/shared/admin/people';
import type { ContentTable } from '../../lib/content/content-routes';
import { findPersonRow } from './people.repository';
import { adminPerson } from './people-views';

/** The people and partners lists as a back-office content table (lib/content): audited as 'person.<verb>'. */
export const PEOPLE: ContentTable<TAdminPerson> = {
  path: '/admin/people',
  entity: 'person',
  item: ZAdminPerson,
  find: async (executor, id, lock) => {
    const row = await findPersonRow(executor, id, lock);
    return row ? adminPerson(row) : undefined;
  },
  messages: {
    created: PEOPLE_MESSAGES.created,
    updated: PEOPLE_MESSAGES.updated,
    published: PEOPLE_MESSAGES.published,
    unpublished: PEOPLE_MESSAGES.unpublished,
    deleted: PEOPLE_MESSAGES.deleted,
  },
};
