import { ADMIN_GALLERY_MESSAGES } from '@iiidem/shared/admin/gallery';
import type { Database } from '../../db/client';
import { invalidUpload } from '../../lib/private-files';
import { videoCategoryExists } from './gallery.repository';

/** 400 under `category_id` unless it names a video category. */
export async function assertVideoCategory(db: Database, categoryId: number): Promise<void> {
  if (!(await videoCategoryExists(db, categoryId))) {
    throw invalidUpload('category_id', ADMIN_GALLERY_MESSAGES.videoCategory);
  }
}
