import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/system';
import { createTestDatabase } from '../../db/test-database';
import { verifyPassword } from '../../lib/passwords';
import { createSession } from '../../lib/sessions';
import { AdminPasswordError, bootstrapFirstAdmin, upsertAdminAccount } from './bootstrap-admin';
import { CREATE_ADMIN_EXIT, createAdmin, parseCreateAdminArguments } from './create-admin';

const COST = 10;
const NOW = new Date('2026-03-02T10:00:00Z');
const LIMITS = { sessionIdleMinutes: 30, sessionAbsoluteHours: 12 };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  // Each test starts with no accounts (sessions and audit rows go with them or are cleared).
  await database.db.delete(auditLog);
  await database.db.delete(users);
});

function logger() {
  const lines: string[] = [];
  return { lines, log: { info: (message: string) => lines.push(message) } };
}

async function account(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email_id, email));
  return row;
}

async function insertApplicant(email: string, verified = true) {
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'applicant',
      user_type: 2,
      first_name: 'Asha',
      last_name: 'Verma',
      email_id: email,
      password_hash: 'scrypt$10$8$1$x$y',
      verified_at: verified ? NOW : null,
      active: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no row');
  return row.id;
}

describe('the first admin at start-up (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('does nothing without the settings', async () => {
    const { log, lines } = logger();
    expect(
      await bootstrapFirstAdmin(database.db, undefined, { passwordHashCost: COST, now: NOW, log }),
    ).toBeUndefined();
    expect(await database.db.select().from(users)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('creates a verified admin once; later starts change nothing and never log the password', async () => {
    const first = logger();
    const settings = { email: 'chief@example.org', password: 'Strong@Pass1' };
    const result = await bootstrapFirstAdmin(database.db, settings, {
      passwordHashCost: COST,
      now: NOW,
      log: first.log,
    });
    expect(result).toEqual({ outcome: 'created', userId: expect.any(Number) });
    const admin = await account('chief@example.org');
    expect(admin).toMatchObject({
      role: 'admin',
      active: true,
      user_type: null,
      first_name: 'Portal',
      last_name: 'Administrator',
      verified_at: NOW,
    });
    expect(await verifyPassword('Strong@Pass1', admin?.password_hash ?? '')).toBe(true);
    expect(admin?.password_hash.startsWith('scrypt$10$')).toBe(true);
    expect(first.lines).toEqual(['Created the first admin account chief@example.org (from ADMIN_EMAIL)']);
    const audit = await database.db.select().from(auditLog);
    expect(audit).toMatchObject([{ action: 'staff.create', entity: 'user', entity_id: String(admin?.id) }]);

    // The next start, even with another password or another address, leaves everything as it is.
    const second = logger();
    const again = await bootstrapFirstAdmin(
      database.db,
      { email: 'chief@example.org', password: 'Other@Pass22' },
      { passwordHashCost: COST, now: NOW, log: second.log },
    );
    expect(again).toEqual({ outcome: 'skipped' });
    await bootstrapFirstAdmin(
      database.db,
      { email: 'someone.else@example.org', password: 'Other@Pass22' },
      { passwordHashCost: COST, now: NOW, log: second.log },
    );
    expect(await account('someone.else@example.org')).toBeUndefined();
    expect(await verifyPassword('Strong@Pass1', (await account('chief@example.org'))?.password_hash ?? '')).toBe(true);
    expect(second.lines).toHaveLength(2);
    for (const line of [...first.lines, ...second.lines]) {
      expect(line).not.toContain('Strong@Pass1');
      expect(line).not.toContain('Other@Pass22');
    }
  });

  it('promotes the existing account of that address (verifies, activates, resets, ends its sessions)', async () => {
    const id = await insertApplicant('asha@example.org', false);
    const { sessionId } = await createSession(database.db, id, NOW, LIMITS);
    const { log, lines } = logger();
    const result = await bootstrapFirstAdmin(
      database.db,
      { email: 'asha@example.org', password: 'Strong@Pass1' },
      { passwordHashCost: COST, now: NOW, log },
    );
    expect(result).toEqual({ outcome: 'promoted', userId: id });
    const promoted = await account('asha@example.org');
    expect(promoted).toMatchObject({ role: 'admin', active: true, verified_at: NOW, first_name: 'Asha' });
    expect(await verifyPassword('Strong@Pass1', promoted?.password_hash ?? '')).toBe(true);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.revoked_at).toEqual(NOW);
    expect(lines).toEqual(['Made the existing account asha@example.org the first admin (from ADMIN_EMAIL)']);
  });

  it('creates the first admin when the only admins are deactivated', async () => {
    await database.db.insert(users).values({
      role: 'admin',
      first_name: 'Old',
      last_name: 'Admin',
      email_id: 'old.admin@example.org',
      password_hash: 'scrypt$10$8$1$x$y',
      verified_at: NOW,
      active: false,
    });
    const { log } = logger();
    const result = await bootstrapFirstAdmin(
      database.db,
      { email: 'new.admin@example.org', password: 'Strong@Pass1' },
      { passwordHashCost: COST, now: NOW, log },
    );
    expect(result?.outcome).toBe('created');
    const active = await database.db
      .select({ email: users.email_id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.active, true)));
    expect(active).toEqual([{ email: 'new.admin@example.org' }]);
  });

  it('refuses a password that breaks the policy', async () => {
    await expect(
      upsertAdminAccount(
        database.db,
        { email: 'x@example.org', password: 'weak' },
        { passwordHashCost: COST, now: NOW, source: 't' },
      ),
    ).rejects.toBeInstanceOf(AdminPasswordError);
    expect(await account('x@example.org')).toBeUndefined();
  });
});

describe('npm run create-admin', () => {
  it('reads the options', () => {
    expect(
      parseCreateAdminArguments([
        '--email',
        'New.Admin@Example.org',
        '--password',
        'Strong@Pass1',
        '--first-name',
        ' Meera ',
        '--last-name',
        'Iyer',
      ]),
    ).toEqual({
      kind: 'run',
      input: { email: 'new.admin@example.org', password: 'Strong@Pass1', firstName: 'Meera', lastName: 'Iyer' },
    });
    expect(parseCreateAdminArguments(['--email=a@example.org', '--password=Strong@Pass1'])).toEqual({
      kind: 'run',
      input: { email: 'a@example.org', password: 'Strong@Pass1' },
    });
    expect(parseCreateAdminArguments(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'Missing --email and --password'],
    [['--email', 'a@example.org'], 'Missing --password'],
    [['--email', 'not-an-address', '--password', 'Strong@Pass1'], '--email is not an e-mail address'],
    [['--email', 'a@example.org', '--password', 'Strong@Pass1', '--role', 'admin'], "Unknown option '--role'"],
    [['--email', 'a@example.org', '--password', 'Strong@Pass1', 'extra'], 'extra'],
    [['--email', 'a@example.org', '--password', 'Strong@Pass1', '--first-name', ' '], '--first-name must not be empty'],
  ])('answers a usage error for %j', (argv, message) => {
    const parsed = parseCreateAdminArguments(argv);
    expect(parsed).toMatchObject({ kind: 'error', exitCode: CREATE_ADMIN_EXIT.usage });
    expect(parsed.kind === 'error' && parsed.message).toContain(message);
  });

  it.each([
    ['Short@1', 'at least 8 characters'],
    ['nouppercase1@', 'uppercase'],
    ['Democracy@2024', 'too easy to guess'],
  ])('refuses the password %j with its own exit code, without echoing it', (password, reason) => {
    const parsed = parseCreateAdminArguments(['--email', 'a@example.org', '--password', password]);
    expect(parsed).toMatchObject({ kind: 'error', exitCode: CREATE_ADMIN_EXIT.badPassword });
    const message = parsed.kind === 'error' ? parsed.message : '';
    expect(message).toContain('--password does not meet the password policy');
    expect(message).toContain(reason);
    expect(message).not.toContain(password);
  });

  it('creates a verified admin even when admins exist, with the names given', async () => {
    const { log } = logger();
    await bootstrapFirstAdmin(
      database.db,
      { email: 'chief@example.org', password: 'Strong@Pass1' },
      { passwordHashCost: COST, now: NOW, log },
    );
    const line = await createAdmin(
      database.db,
      { email: 'second@example.org', password: 'Second@Pass2', firstName: 'Meera', lastName: 'Iyer' },
      { passwordHashCost: COST, now: NOW },
    );
    expect(line).toBe('Created the admin account second@example.org (verified; it can sign in now).');
    expect(await account('second@example.org')).toMatchObject({
      role: 'admin',
      active: true,
      verified_at: NOW,
      first_name: 'Meera',
      last_name: 'Iyer',
    });
  });

  it('promotes and resets an existing account, keeping its names unless given', async () => {
    const id = await insertApplicant('asha@example.org');
    const line = await createAdmin(
      database.db,
      { email: 'ASHA@example.org', password: 'Second@Pass2' },
      { passwordHashCost: COST, now: NOW },
    );
    expect(line).toContain('The existing account asha@example.org is now an active admin');
    const promoted = await account('asha@example.org');
    expect(promoted).toMatchObject({ id, role: 'admin', active: true, first_name: 'Asha', last_name: 'Verma' });
    expect(await verifyPassword('Second@Pass2', promoted?.password_hash ?? '')).toBe(true);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)));
    expect(audit).toMatchObject([
      {
        action: 'staff.promote',
        from_value: { role: 'applicant', active: false },
        to_value: { role: 'admin', active: true },
        note: 'npm run create-admin',
      },
    ]);
  });
});
