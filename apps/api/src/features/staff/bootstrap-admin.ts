import { passwordIssue } from '@iiidem/shared/accounts/password-policy';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { recordAudit } from '../../lib/audit-log';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';

/** The names a first admin gets when none are given (they can be changed later on My Profile). */
export const DEFAULT_ADMIN_NAMES = { firstName: 'Portal', lastName: 'Administrator' } as const;

export type AdminAccountInput = {
  /** Lower-cased here. */
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
};

export type AdminAccountOutcome = { outcome: 'created' | 'promoted'; userId: number };

/** Thrown for a password that breaks the spec's policy (the message is the rule, never the password). */
export class AdminPasswordError extends Error {
  override name = 'AdminPasswordError';
}

/** True when at least one active admin account exists. */
export async function activeAdminExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `email` a verified, active admin with `password`: creates the account, or promotes (and resets) the
 * account that already has that address, ending its sessions. One transaction, with an audit row.
 */
export async function upsertAdminAccount(
  db: Database,
  input: AdminAccountInput,
  options: { passwordHashCost: number; now: Date; source: string },
): Promise<AdminAccountOutcome> {
  const issue = passwordIssue(input.password);
  if (issue) throw new AdminPasswordError(issue);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password, options.passwordHashCost);
  const { now } = options;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email_id, email)).limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({
          role: 'admin',
          active: true,
          password_hash: passwordHash,
          verified_at: existing.verified_at ?? now,
          ...(input.firstName ? { first_name: input.firstName } : {}),
          ...(input.lastName ? { last_name: input.lastName } : {}),
          updated_at: now,
        })
        .where(eq(users.id, existing.id));
      // A new password: whoever held a session of this account must sign in again.
      await revokeUserSessions(tx, existing.id, now);
      await recordAudit(
        tx,
        {
          actorUserId: existing.id,
          action: 'staff.promote',
          entity: 'user',
          entityId: existing.id,
          from: { role: existing.role, active: existing.active },
          to: { role: 'admin', active: true },
          note: options.source,
        },
        now,
      );
      return { outcome: 'promoted' as const, userId: existing.id };
    }
    const [created] = await tx
      .insert(users)
      .values({
        role: 'admin',
        user_type: null,
        first_name: input.firstName || DEFAULT_ADMIN_NAMES.firstName,
        last_name: input.lastName || DEFAULT_ADMIN_NAMES.lastName,
        email_id: email,
        password_hash: passwordHash,
        verified_at: now,
        active: true,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('The admin account was not stored');
    await recordAudit(
      tx,
      {
        actorUserId: created.id,
        action: 'staff.create',
        entity: 'user',
        entityId: created.id,
        to: { role: 'admin', email },
        note: options.source,
      },
      now,
    );
    return { outcome: 'created' as const, userId: created.id };
  });
}

export type BootstrapOutcome = AdminAccountOutcome | { outcome: 'skipped' };

/**
 * At start-up (ADMIN_EMAIL and ADMIN_PASSWORD set): the first admin, made once. When an active admin
 * already exists nothing changes, so a later start never resets anyone's password.
 */
export async function bootstrapFirstAdmin(
  db: Database,
  firstAdmin: { email: string; password: string } | undefined,
  options: { passwordHashCost: number; now: Date; log: { info(message: string): void } },
): Promise<BootstrapOutcome | undefined> {
  if (!firstAdmin) return undefined;
  if (await activeAdminExists(db)) {
    options.log.info('An active admin exists: ADMIN_EMAIL and ADMIN_PASSWORD are not used');
    return { outcome: 'skipped' };
  }
  const result = await upsertAdminAccount(db, firstAdmin, {
    passwordHashCost: options.passwordHashCost,
    now: options.now,
    source: 'ADMIN_EMAIL at start-up',
  });
  options.log.info(
    result.outcome === 'created'
      ? `Created the first admin account ${firstAdmin.email} (from ADMIN_EMAIL)`
      : `Made the existing account ${firstAdmin.email} the first admin (from ADMIN_EMAIL)`,
  );
  return result;
}
