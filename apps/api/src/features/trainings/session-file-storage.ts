import { ADMIN_TRAINING_MESSAGES, type TAdminTrainingFileFields } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { storeNewPublicFile } from '../../lib/files/public-files';
import { invalidUpload } from '../../lib/private-files';
import { assertPdf, reencodeAdminImage } from '../../lib/uploads/admin-upload';
import type { SessionFileRow } from './trainings.repository';

/**
 * A session file is a stored PDF or image (under /files/trainings/) or an address (video, link). An uploaded
 * file is written before its row and removed again when the row is not written; files a change made
 * obsolete are removed after it committed.
 */

export const FILE_FIELD = 'file';
/** Session images are shown at 960 px wide; kept a little larger for sharp screens. */
const SESSION_IMAGE_MAX_SIDE = 1920;

/** The files this portal stored for session file rows (PDFs and images; addresses are not files). */
export const storedPaths = (rows: readonly Pick<SessionFileRow, 'pdf' | 'image'>[]) =>
  rows.flatMap((row) => [row.pdf, row.image]);

/** Checks and stores an uploaded PDF or image under /files/trainings/; answers its public path. */
export async function storeSessionFile(app: FastifyInstance, type: 'PDF' | 'IMG', bytes: Buffer): Promise<string> {
  if (type === 'PDF') {
    assertPdf(bytes, FILE_FIELD);
    return storeNewPublicFile(app.files, 'trainings', 'pdf', bytes);
  }
  const image = await reencodeAdminImage(bytes, FILE_FIELD, SESSION_IMAGE_MAX_SIDE);
  return storeNewPublicFile(app.files, 'trainings', 'jpg', image);
}

/** The columns of a file row for its type: the one that holds the resource set, the others null. */
export function resourceColumns(type: TAdminTrainingFileFields['file_type'], value: string) {
  return {
    pdf: type === 'PDF' ? value : null,
    image: type === 'IMG' ? value : null,
    video: type === 'VIDEO' ? value : null,
    video_url: type === 'URL' ? value : null,
  };
}

export const fileRequired = () => invalidUpload(FILE_FIELD, ADMIN_TRAINING_MESSAGES.fileRequired);
export const noFileWanted = () =>
  invalidUpload(FILE_FIELD, 'A video or link is given as an address; please do not attach a file.');
