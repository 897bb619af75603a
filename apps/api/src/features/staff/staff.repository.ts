import type { StaffRole, TStaffAccount } from '@iiidem/shared/admin/staff';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { sessions, users } from '../../db/schema/accounts';

const STAFF_ROLE_LIST: StaffRole[] = ['staff', 'admin'];

const lastSignIn = max(sessions.created_at);

function staffColumns() {
  return {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email_id,
    role: users.role,
    active: users.active,
    verified_at: users.verified_at,
    created_at: users.created_at,
    last_sign_in_at: lastSignIn,
  };
}

type StaffRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  active: boolean;
  verified_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | string | null;
};

function toAccount(row: StaffRow): TStaffAccount {
  const lastSignInAt = row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString();
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role as StaffRole,
    active: row.active,
    verified: row.verified_at !== null,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: lastSignInAt,
  };
}

function staffQuery(executor: Executor) {
  return executor
    .select(staffColumns())
    .from(users)
    .leftJoin(sessions, eq(sessions.user_id, users.id))
    .groupBy(users.id);
}

/** Every staff and admin account: admins first, then by name (the last sign-in is the newest session). */
export async function listStaffAccounts(executor: Executor): Promise<TStaffAccount[]> {
  const rows = await staffQuery(executor)
    .where(inArray(users.role, STAFF_ROLE_LIST))
    .orderBy(
      sql`case when ${users.role} = 'admin' then 0 else 1 end`,
      asc(users.last_name),
      asc(users.first_name),
      asc(users.id),
    );
  return rows.map(toAccount);
}

/** One staff or admin account; undefined for an applicant or an unknown id. */
export async function findStaffAccount(executor: Executor, id: number): Promise<TStaffAccount | undefined> {
  const [row] = await staffQuery(executor)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLE_LIST)))
    .limit(1);
  return row ? toAccount(row) : undefined;
}

/** Locks the active admins' rows (so two admins cannot deactivate each other at once) and counts the others. */
export async function countOtherActiveAdmins(executor: Executor, exceptId: number): Promise<number> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

export async function setAccountActive(executor: Executor, id: number, active: boolean, now: Date): Promise<void> {
  await executor
    .update(users)
    .set({ active, updated_at: now })
    .where(and(eq(users.id, id), ne(users.role, 'applicant')));
}

/** True when at least one active admin account exists. */
export async function activeAdminExists(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .limit(1);
  return row !== undefined;
}

/** A new active staff or admin account; `verified_at` null until the person has proved the address. */
export async function insertStaffAccount(
  executor: Executor,
  account: {
    role: StaffRole;
    first_name: string;
    last_name: string;
    email: string;
    password_hash: string;
    verified_at: Date | null;
  },
  now: Date,
): Promise<number> {
  const [created] = await executor
    .insert(users)
    .values({
      role: account.role,
      user_type: null,
      first_name: account.first_name,
      last_name: account.last_name,
      email_id: account.email,
      password_hash: account.password_hash,
      verified_at: account.verified_at,
      active: true,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The staff account was not stored');
  return created.id;
}

/** Makes an existing account an active admin with a new password (and new names when given). */
export async function promoteToAdmin(
  executor: Executor,
  id: number,
  values: { password_hash: string; verified_at: Date; first_name?: string; last_name?: string },
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ role: 'admin', active: true, ...values, updated_at: now })
    .where(eq(users.id, id));
}
