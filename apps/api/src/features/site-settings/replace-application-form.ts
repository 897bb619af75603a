import { APPLICATION_FORM_MESSAGES } from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_FORM_KEY } from '../../db/seed/site-settings';
import { clock } from '../../lib/clock';
import { auditChange, commitWithFiles } from '../../lib/content/content-crud';
import { storeNewPublicFile } from '../../lib/files/public-files';
import { HttpError } from '../../lib/http-error';
import { invalidUpload } from '../../lib/private-files';
import { isPdf } from '../../lib/uploads/admin-upload';
import { readApplicationFormRow } from './read-application-form';
import { writeSettingsIfVersion } from './site-settings.repository';

/** The public files' area of the site settings' files: /files/site-settings/<random>.docx */
const AREA = 'site-settings';

/**
 * True when the bytes are a Word document (.docx): a ZIP archive (local file header 'PK\x03\x04') holding the
 * main part 'word/document.xml' (file names are stored uncompressed in the archive's headers).
 */
export function isWordDocument(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes('word/document.xml');
}

/**
 * Replaces the vacancies' application form with an uploaded Word (.docx) or PDF file (audited
 * 'site_settings.update' on 'application-form'). The file is stored under a new name first; the setting then
 * points to it in one statement guarded by its version (a concurrent replacement gives 409, and a failed change
 * removes the new file again); the previous file is removed once the change has committed.
 */
export async function replaceApplicationForm(
  app: FastifyInstance,
  input: { actorUserId: number; file: Buffer | undefined },
): Promise<void> {
  const { file } = input;
  if (!file || file.length === 0) throw invalidUpload('file', APPLICATION_FORM_MESSAGES.missing);
  const extension = isWordDocument(file) ? 'docx' : isPdf(file) ? 'pdf' : null;
  if (!extension) throw invalidUpload('file', APPLICATION_FORM_MESSAGES.type);
  const href = await storeNewPublicFile(app.files, AREA, extension, file);
  await commitWithFiles(app, [href], () =>
    app.database.db.transaction(async (tx) => {
      const before = await readApplicationFormRow(tx);
      const written = await writeSettingsIfVersion(tx, {
        key: APPLICATION_FORM_KEY,
        version: before.version,
        value: { href },
        actorUserId: input.actorUserId,
        now: clock.now(),
      });
      if (!written) throw new HttpError(409, APPLICATION_FORM_MESSAGES.stale);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'site_settings',
        entityId: APPLICATION_FORM_KEY,
        verb: 'update',
        from: { href: before.href },
        to: { href },
      });
      // The sample form is a file of the web build: only a file staff uploaded (under /files/) is removed.
      return { result: undefined, dropped: [before.href] };
    }),
  );
}
