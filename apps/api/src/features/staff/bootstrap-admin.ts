import { passwordIssue } from '@iiidem/shared/accounts/password-policy';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import { findUserByEmail } from '../../lib/users.repository';
import { activeAdminExists, insertStaffAccount, promoteToAdmin } from './staff.repository';
import { STAFF_ENTITY } from './staff-account';

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
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await promoteToAdmin(
        tx,
        existing.id,
        {
          password_hash: passwordHash,
          verified_at: existing.verified_at ?? now,
          ...(input.firstName ? { first_name: input.firstName } : {}),
          ...(input.lastName ? { last_name: input.lastName } : {}),
        },
        now,
      );
      // A new password: whoever held a session of this account must sign in again.
      await revokeUserSessions(tx, existing.id, now);
      await recordAudit(
        tx,
        {
          actorUserId: existing.id,
          action: 'staff.promote',
          entity: STAFF_ENTITY,
          entityId: existing.id,
          from: { role: existing.role, active: existing.active },
          to: { role: 'admin', active: true },
          note: options.source,
        },
        now,
      );
      return { outcome: 'promoted' as const, userId: existing.id };
    }
    const createdId = await insertStaffAccount(
      tx,
      {
        role: 'admin',
        first_name: input.firstName || DEFAULT_ADMIN_NAMES.firstName,
        last_name: input.lastName || DEFAULT_ADMIN_NAMES.lastName,
        email,
        password_hash: passwordHash,
        verified_at: now,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        actorUserId: createdId,
        action: 'staff.create',
        entity: STAFF_ENTITY,
        entityId: createdId,
        to: { role: 'admin', email },
        note: options.source,
      },
      now,
    );
    return { outcome: 'created' as const, userId: createdId };
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
