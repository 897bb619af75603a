import { mobileIssue } from '@iiidem/shared/accounts/fields';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TProfileFields } from '@iiidem/shared/accounts/profile';
import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newPrivateFileKey, parsePrivateFileKey, privateFilesOf, reencodeImage } from '../../lib/private-files';
import { findUserById, type UserRow } from '../../lib/users.repository';
import { lockProfilePhoto, updateProfileFields } from './accounts.repository';
import { toUserDetails } from './user-details';

/**
 * Profile photos are private files (lib/private-files.ts) under profile-photos/u<owner id>/, re-encoded as a
 * JPEG no bigger than a profile picture needs.
 */
const PHOTO_AREA = 'profile-photos';
const PHOTO_MAX_SIDE = 800;
const PHOTO_MESSAGES = { format: MESSAGES.onlyJpgPng, tooLarge: ACCOUNT_MESSAGES.photoDimensionsTooLarge };

function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, message, [{ path, msg: message }]);
}

/**
 * Saves My Profile (spec 1 §7 post-user-details). The e-mail is read-only; the mobile rule follows the
 * account's user type; a photo is required until the account has one. The new photo is written first; the
 * transaction reads the photo it replaces with the row locked, so of several saves at once each removes
 * exactly the photo it replaced, after its commit (a failure never leaves the profile without a photo, and
 * a failed save removes its own new photo).
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  fields: TProfileFields,
  photo: Buffer | undefined,
  log: FastifyBaseLogger,
): Promise<TUserDetails> {
  const { db } = app.database;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, MESSAGES.tokenExpired);
  if (fields.email_id !== undefined && fields.email_id !== user.email_id) {
    throw fieldError('email_id', ACCOUNT_MESSAGES.emailCannotChange);
  }
  const mobileProblem = user.user_type === null ? null : mobileIssue(user.user_type, fields.mobile_no);
  if (mobileProblem) throw fieldError('mobile_no', mobileProblem);
  if (!photo && !user.photo) throw fieldError('photo', MESSAGES.pleaseUploadPhoto);

  const files = privateFilesOf(app.files);
  let newPhoto: string | undefined;
  if (photo) {
    const image = await reencodeImage(photo, 'photo', { messages: PHOTO_MESSAGES, jpegMaxSide: PHOTO_MAX_SIDE });
    newPhoto = newPrivateFileKey(PHOTO_AREA, user.id, image.extension);
    await files.write(newPhoto, image.data);
  }
  const removeNewPhoto = async () => {
    if (newPhoto) await files.remove([newPhoto]);
  };
  let saved: { updated: UserRow; replaced: string | null } | undefined;
  try {
    saved = await db.transaction(async (tx) => {
      const current = await lockProfilePhoto(tx, user.id);
      if (!current) return undefined;
      const updated = await updateProfileFields(tx, user.id, {
        title: fields.title,
        first_name: fields.first_name,
        middle_name: fields.middle_name ? fields.middle_name : null,
        last_name: fields.last_name,
        mobile_no: fields.mobile_no,
        gender: fields.gender,
        ...(newPhoto ? { photo: newPhoto } : {}),
        updated_at: clock.now(),
      });
      return updated && { updated, replaced: newPhoto ? current.photo : null };
    });
  } catch (error) {
    await removeNewPhoto();
    throw error;
  }
  if (!saved) {
    await removeNewPhoto();
    throw new HttpError(401, MESSAGES.tokenExpired);
  }
  const { updated, replaced } = saved;
  if (replaced && parsePrivateFileKey(replaced)) await files.remove([replaced]);
  log.info({ event: 'profile-updated', userId: user.id, newPhoto: Boolean(newPhoto) }, 'Profile updated');
  return toUserDetails(updated);
}
