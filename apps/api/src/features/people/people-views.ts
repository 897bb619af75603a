import type { TAdminPerson, TPersonDetail, TPublicPerson } from '@iiidem/shared/admin/people';
import type { PersonRow } from './people.repository';

/** An entry as the public pages see it. */
export function publicPerson(row: PersonRow): TPublicPerson {
  return {
    id: row.id,
    section: row.section,
    sectionHi: row.section_hi,
    name: row.name,
    nameHi: row.name_hi,
    role: row.role,
    roleHi: row.role_hi,
    details: (row.details as TPersonDetail[]) ?? [],
    email: row.email,
    phone: row.phone,
    extension: row.extension,
    linkUrl: row.link_url,
    photo:
      row.photo_url && row.width && row.height ? { src: row.photo_url, width: row.width, height: row.height } : null,
  };
}

/** An entry as the back office sees it. */
export function adminPerson(row: PersonRow): TAdminPerson {
  return {
    ...publicPerson(row),
    list: row.list,
    sortOrder: row.sort_order,
    published: row.published,
    updatedAt: row.updated_at.toISOString(),
  };
}
