import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import { SITE_SETTINGS_KEY } from '../../db/seed/site-settings';
import { clock } from '../../lib/clock';
import { auditChange } from '../../lib/content/content-crud';
import { HttpError } from '../../lib/http-error';
import { readSiteSettings } from './read-site-settings';
import { writeSettingsIfVersion } from './site-settings.repository';

/**
 * Saves the site's settings (audited 'site_settings.update'). `version` is the one the editor started from: if
 * someone saved since, 409 and nothing is written. The route's area ('settings') makes the public reads and the
 * rendered pages stale when the answer leaves (plugins/public-cache.ts), so every footer shows the change.
 */
export async function saveSiteSettings(
  app: FastifyInstance,
  input: { actorUserId: number; version: number; settings: TSiteSettings },
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    const written =
      before.version === input.version &&
      (await writeSettingsIfVersion(tx, {
        key: SITE_SETTINGS_KEY,
        version: input.version,
        value: input.settings,
        actorUserId: input.actorUserId,
        now: clock.now(),
      }));
    if (!written) throw new HttpError(409, SITE_SETTINGS_MESSAGES.stale);
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'site_settings',
      entityId: SITE_SETTINGS_KEY,
      verb: 'update',
      from: before.settings,
      to: input.settings,
    });
  });
}
