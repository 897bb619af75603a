import { PEOPLE_LIMITS, type TAdminPerson } from '@iiidem/shared/admin/people';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auditChange, commitWithFiles, notFound } from '../../lib/content/content-crud';
import { storeNewPublicFile } from '../../lib/files/public-files';
import { reencodeAdminImage } from '../../lib/uploads/admin-upload';
import { findPersonRow, setPersonPhoto } from './people.repository';
import { adminPerson } from './people-views';

/** Where photos and logos of the lists are stored: /files/people/<random>.jpg. */
export const PEOPLE_FILES_AREA = 'people';

/**
 * Sets or removes an entry's photo or logo (audited 'person.photo'). A new image is checked (JPEG or PNG, at most
 * 10 MB and 6000 px a side), re-encoded as a JPEG of at most 800 px a side without metadata, and written before
 * the change (removed again if the change fails); the image it replaces is removed once the change has committed.
 */
export async function savePersonPhoto(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; upload: Buffer | null },
): Promise<TAdminPerson> {
  if (!(await findPersonRow(app.database.db, input.id))) throw notFound();
  let stored: { url: string; width: number; height: number } | null = null;
  if (input.upload) {
    const bytes = await reencodeAdminImage(input.upload, 'photo', PEOPLE_LIMITS.photoMaxSide);
    const { width, height } = await sharp(bytes).metadata();
    const url = await storeNewPublicFile(app.files, PEOPLE_FILES_AREA, 'jpg', bytes);
    stored = { url, width: width ?? 1, height: height ?? 1 };
  }
  return commitWithFiles(app, [stored?.url], () =>
    app.database.db.transaction(async (tx) => {
      const before = await findPersonRow(tx, input.id, true);
      if (!before) throw notFound();
      await setPersonPhoto(tx, input.id, stored);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'person',
        verb: 'photo',
        entityId: input.id,
        from: { photo: before.photo_url },
        to: { photo: stored?.url ?? null },
      });
      const after = await findPersonRow(tx, input.id);
      if (!after) throw notFound();
      return { result: adminPerson(after), dropped: [before.photo_url] };
    }),
  );
}
