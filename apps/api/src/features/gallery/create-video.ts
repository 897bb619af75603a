import type { TAdminVideoBody } from '@iiidem/shared/admin/gallery';
import type { Database } from '../../db/client';
import { auditChange } from '../../lib/content/content-crud';
import { insertVideo, toAdminVideo } from './gallery.admin.repository';
import { assertVideoCategory } from './video-category';

/** Adds a video (audited 'video.create'); 400 when the category is not a video category. */
export async function createVideo(db: Database, input: { actorUserId: number; body: TAdminVideoBody }) {
  await assertVideoCategory(db, input.body.category_id);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertVideo(tx, input.body);
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'video',
      verb: 'create',
      entityId: inserted.id,
      to: inserted,
    });
    return inserted;
  });
  return toAdminVideo(row);
}
