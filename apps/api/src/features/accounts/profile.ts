import { mobileIssue } from '@iiidem/shared/accounts/fields';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import type { TProfileFields } from '@iiidem/shared/accounts/profile';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { filesDirFor } from '../../db/location';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { createPrivateFileStore, newPrivateFileKey, parsePrivateFileKey, reencodeImage } from '../../lib/private-files';
import { sha256Hex } from '../../lib/tokens';
import { findUserById, type UserRow } from '../../lib/users.repository';
import { updateProfileFields } from './accounts.repository';

/**
 * Profile photos are private files (lib/private-files.ts) under profile-photos/u<owner id>/, re-encoded as a
 * JPEG no bigger than a profile picture needs.
 */
const PHOTO_AREA = 'profile-photos';
const PHOTO_MAX_SIDE = 800;
const PHOTO_MESSAGES = { format: MESSAGES.onlyJpgPng, tooLarge: ACCOUNT_MESSAGES.photoDimensionsTooLarge };

/** GET user-details (spec 1 §3 User, plus the role for the back office). */
export type UserDetails = {
  user_type: UserRow['user_type'];
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email_id: string;
  mobile_no: string | null;
  title: string | null;
  gender: string | null;
  /** Where the owner (or staff) fetches the photo with the bearer token; null when there is none. */
  photo: string | null;
  role: UserRow['role'];
};

/** `/api/users/{id}/photo?v=...`: the version changes with the photo, so a cached copy is never stale. */
export function photoUrl(user: Pick<UserRow, 'id' | 'photo'>): string | null {
  if (!user.photo) return null;
  return `/api/users/${user.id}/photo?v=${sha256Hex(user.photo).slice(0, 12)}`;
}

export function toUserDetails(user: UserRow): UserDetails {
  return {
    user_type: user.user_type,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email_id: user.email_id,
    mobile_no: user.mobile_no,
    title: user.title,
    gender: user.gender,
    photo: photoUrl(user),
    role: user.role,
  };
}

export async function getUserDetails(app: FastifyInstance, userId: number): Promise<UserDetails> {
  const user = await findUserById(app.database.db, userId);
  if (!user) throw new HttpError(401, MESSAGES.tokenExpired);
  return toUserDetails(user);
}

function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, message, [{ path, msg: message }]);
}

/**
 * Saves My Profile (spec 1 §7 post-user-details). The e-mail is read-only; the mobile rule follows the
 * account's user type; a photo is required until the account has one. The new photo is written first and
 * the old one removed only after the row is saved, so a failure never leaves the profile without a photo.
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  fields: TProfileFields,
  photo: Buffer | undefined,
  log: FastifyBaseLogger,
): Promise<UserDetails> {
  const { db } = app.database;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, MESSAGES.tokenExpired);
  if (fields.email_id !== undefined && fields.email_id !== user.email_id) {
    throw fieldError('email_id', ACCOUNT_MESSAGES.emailCannotChange);
  }
  const mobileProblem = user.user_type === null ? null : mobileIssue(user.user_type, fields.mobile_no);
  if (mobileProblem) throw fieldError('mobile_no', mobileProblem);
  if (!photo && !user.photo) throw fieldError('photo', MESSAGES.pleaseUploadPhoto);

  const files = createPrivateFileStore(filesDirFor(app.config.dataDir));
  let newPhoto: string | undefined;
  if (photo) {
    const image = await reencodeImage(photo, 'photo', { messages: PHOTO_MESSAGES, jpegMaxSide: PHOTO_MAX_SIDE });
    newPhoto = newPrivateFileKey(PHOTO_AREA, user.id, image.extension);
    await files.write(newPhoto, image.data);
  }
  const removeNewPhoto = async () => {
    if (newPhoto) await files.remove([newPhoto]);
  };
  let updated: UserRow | undefined;
  try {
    updated = await updateProfileFields(db, user.id, {
      title: fields.title,
      first_name: fields.first_name,
      middle_name: fields.middle_name ? fields.middle_name : null,
      last_name: fields.last_name,
      mobile_no: fields.mobile_no,
      gender: fields.gender,
      ...(newPhoto ? { photo: newPhoto } : {}),
      updated_at: clock.now(),
    });
  } catch (error) {
    await removeNewPhoto();
    throw error;
  }
  if (!updated) {
    await removeNewPhoto();
    throw new HttpError(401, MESSAGES.tokenExpired);
  }
  if (newPhoto && user.photo && parsePrivateFileKey(user.photo)) await files.remove([user.photo]);
  log.info({ event: 'profile-updated', userId: user.id, newPhoto: Boolean(newPhoto) }, 'Profile updated');
  return toUserDetails(updated);
}
