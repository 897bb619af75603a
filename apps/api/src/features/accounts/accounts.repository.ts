import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import type { UserRow } from '../../lib/users.repository';

/** The account writes of sign-up, password reset and My Profile (lookups: lib/users.repository.ts). */

type NewUser = typeof users.$inferInsert;
export type ApplicantDetails = Pick<
  NewUser,
  'user_type' | 'first_name' | 'last_name' | 'mobile_no' | 'password_hash' | 'language' | 'consent_at' | 'updated_at'
>;

/**
 * Stores an unverified applicant, or replaces the details of the unverified applicant that has the address;
 * undefined when a verified account (or an invited staff account) owns it, which keeps its own details.
 */
export async function upsertUnverifiedApplicant(
  executor: Executor,
  email: string,
  details: ApplicantDetails,
  now: Date,
): Promise<number | undefined> {
  const [pending] = await executor
    .insert(users)
    .values({ ...details, email_id: email, role: 'applicant', created_at: now })
    .onConflictDoUpdate({
      target: users.email_id,
      set: details,
      setWhere: and(isNull(users.verified_at), eq(users.role, 'applicant')),
    })
    .returning({ id: users.id });
  return pending?.id;
}

/** Marks an account verified (once: a verified account keeps its first date); `touch` also sets updated_at. */
export async function markUserVerified(executor: Executor, userId: number, now: Date, touch: boolean): Promise<void> {
  await executor
    .update(users)
    .set(touch ? { verified_at: now, updated_at: now } : { verified_at: now })
    .where(and(eq(users.id, userId), isNull(users.verified_at)));
}

export type ProfileValues = Pick<
  NewUser,
  'title' | 'first_name' | 'middle_name' | 'last_name' | 'mobile_no' | 'gender' | 'photo' | 'updated_at'
>;

/**
 * The account's stored photo key, its row locked until the transaction ends (FOR UPDATE), so two profile saves
 * take turns and each knows the photo it replaces; undefined when the account is gone.
 */
export async function lockProfilePhoto(
  executor: Executor,
  userId: number,
): Promise<{ photo: string | null } | undefined> {
  const [row] = await executor.select({ photo: users.photo }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Saves My Profile's fields; undefined when the account is gone. */
export async function updateProfileFields(
  executor: Executor,
  userId: number,
  values: ProfileValues,
): Promise<UserRow | undefined> {
  const [updated] = await executor.update(users).set(values).where(eq(users.id, userId)).returning();
  return updated;
}
