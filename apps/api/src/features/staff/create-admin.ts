import { parseArgs } from 'node:util';
import { passwordIssue } from '@iiidem/shared/accounts/password-policy';
import { EMAIL_PATTERN } from '@iiidem/shared/common/email';
import type { Database } from '../../db/client';
import { type AdminAccountInput, upsertAdminAccount } from './bootstrap-admin';

/** `npm run create-admin -- ...` (README: Commands). */
export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email <address> --password <password> [--first-name <name>] [--last-name <name>]

Creates a verified admin account in the database of DATA_DIR (or DATABASE_URL), applying the migrations
first. If the address already has an account, that account becomes an active, verified admin with the
new password (its sessions end). Run it while the server is stopped when using the embedded database.

The password must meet the portal's policy: 8 or more characters with an upper-case letter, a lower-case
letter, a digit and one of @$!%*?&.

npm prints the command it runs: add --silent (npm run --silent create-admin -- ...) to keep the password
off the screen, and mind the shell's history.`;

/** Exit codes of the command. */
export const CREATE_ADMIN_EXIT = { ok: 0, failed: 1, usage: 2, badPassword: 3 } as const;

const NAME_MAX_LENGTH = 50;

export type CreateAdminArguments =
  | { kind: 'run'; input: AdminAccountInput }
  | { kind: 'help' }
  | { kind: 'error'; exitCode: number; message: string };

function nameProblem(option: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (!trimmed) return `--${option} must not be empty`;
  if (trimmed.length > NAME_MAX_LENGTH) return `--${option} must be at most ${NAME_MAX_LENGTH} characters`;
  return null;
}

/** Reads the command line (without node and the script); never echoes the password. */
export function parseCreateAdminArguments(argv: readonly string[]): CreateAdminArguments {
  let values: { email?: string; password?: string; 'first-name'?: string; 'last-name'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'error', exitCode: CREATE_ADMIN_EXIT.usage, message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const missing = (['email', 'password'] as const).filter((option) => !values[option]);
  if (missing.length > 0) {
    return {
      kind: 'error',
      exitCode: CREATE_ADMIN_EXIT.usage,
      message: `Missing ${missing.map((option) => `--${option}`).join(' and ')}`,
    };
  }
  const email = (values.email ?? '').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    return {
      kind: 'error',
      exitCode: CREATE_ADMIN_EXIT.usage,
      message: `--email is not an e-mail address: "${email}"`,
    };
  }
  const problem = nameProblem('first-name', values['first-name']) ?? nameProblem('last-name', values['last-name']);
  if (problem) return { kind: 'error', exitCode: CREATE_ADMIN_EXIT.usage, message: problem };
  const password = values.password ?? '';
  const issue = passwordIssue(password);
  if (issue) {
    return {
      kind: 'error',
      exitCode: CREATE_ADMIN_EXIT.badPassword,
      message: `--password does not meet the password policy: ${issue}`,
    };
  }
  return {
    kind: 'run',
    input: {
      email,
      password,
      ...(values['first-name'] ? { firstName: values['first-name'].trim() } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'].trim() } : {}),
    },
  };
}

/** Creates or promotes the admin; returns the line to print. */
export async function createAdmin(
  db: Database,
  input: AdminAccountInput,
  options: { passwordHashCost: number; now: Date },
): Promise<string> {
  const result = await upsertAdminAccount(db, input, { ...options, source: 'npm run create-admin' });
  return result.outcome === 'created'
    ? `Created the admin account ${input.email.toLowerCase()} (verified; it can sign in now).`
    : `The existing account ${input.email.toLowerCase()} is now an active admin with the new password; its sessions have ended.`;
}
