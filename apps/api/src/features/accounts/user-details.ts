import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { sha256Hex } from '../../lib/tokens';
import { findUserById, type UserRow } from '../../lib/users.repository';

/** `/api/users/{id}/photo?v=...`: the version changes with the photo, so a cached copy is never stale. */
export function photoUrl(user: Pick<UserRow, 'id' | 'photo'>): string | null {
  if (!user.photo) return null;
  return `/api/users/${user.id}/photo?v=${sha256Hex(user.photo).slice(0, 12)}`;
}

export function toUserDetails(user: UserRow): TUserDetails {
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

export async function getUserDetails(app: FastifyInstance, userId: number): Promise<TUserDetails> {
  const user = await findUserById(app.database.db, userId);
  if (!user) throw new HttpError(401, MESSAGES.tokenExpired);
  return toUserDetails(user);
}
