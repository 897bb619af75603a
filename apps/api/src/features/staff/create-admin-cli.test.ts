import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { apiPackageRoot } from '../../db/paths';
import { users } from '../../db/schema/accounts';
import { CREATE_ADMIN_EXIT } from './create-admin';

/** `npm run create-admin` runs this script with tsx; here it is run the same way, as a child process. */
function runCli(args: string[], env: Record<string, string> = {}) {
  const root = apiPackageRoot();
  const tsx = path.join(root, '..', '..', 'node_modules', '.bin', 'tsx');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, [path.join(root, 'src', 'features', 'staff', 'create-admin-cli.ts'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run create-admin (the command itself)', () => {
  it('exits 2 with the usage for a bad command line and 3 for a weak password, without echoing it', async () => {
    const usage = await runCli(['--email', 'admin@example.org']);
    expect(usage.code).toBe(CREATE_ADMIN_EXIT.usage);
    expect(usage.stderr).toContain('create-admin: Missing --password');
    expect(usage.stderr).toContain('Usage: npm run create-admin -- --email <address> --password <password>');

    const weak = await runCli(['--email', 'admin@example.org', '--password', 'weakpass']);
    expect(weak.code).toBe(CREATE_ADMIN_EXIT.badPassword);
    expect(weak.stderr).toContain('--password does not meet the password policy');
    expect(weak.stderr).not.toContain('weakpass');
  }, 60_000);

  it("creates a verified admin in DATA_DIR's embedded database, migrating it first", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-create-admin-'));
    try {
      const result = await runCli(['--email', 'Boss@Example.org', '--password', 'Strong@Pass1'], {
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '10',
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(CREATE_ADMIN_EXIT.ok);
      expect(result.stdout).toContain('Created the admin account boss@example.org');
      expect(result.stdout).not.toContain('Strong@Pass1');

      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        const [admin] = await handle.db.select().from(users).where(eq(users.email_id, 'boss@example.org'));
        expect(admin).toMatchObject({ role: 'admin', active: true, first_name: 'Portal', last_name: 'Administrator' });
        expect(admin?.verified_at).toBeInstanceOf(Date);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
