import { PAGE_MESSAGES, type TPageMenuGroup } from '@iiidem/shared/admin/pages';
import type { FastifyInstance } from 'fastify';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { lockedPage } from './locked-page';
import { updateMenuPlace } from './pages.repository';

/**
 * Lists a page staff added in one of the menu groups, at a place, or in none (audited 'site_page.menu'). It takes
 * effect at once, like a publish: the menus show only published pages. The spec's pages keep their menu places.
 */
export async function setPageMenu(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; menuGroup: TPageMenuGroup | null; menuOrder: number },
) {
  await app.database.db.transaction(async (tx) => {
    const row = await lockedPage(tx, input.id);
    if (row.page.builtin) throw new HttpError(409, PAGE_MESSAGES.builtinMenu);
    await updateMenuPlace(tx, input.id, input.menuGroup, input.menuOrder);
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_page',
      entityId: input.id,
      verb: 'menu',
      from: { menuGroup: row.page.menu_group, menuOrder: row.page.menu_order },
      to: { menuGroup: input.menuGroup, menuOrder: input.menuOrder },
    });
  });
}
