// `npm run backup [-- <file or folder>]`: one archive of the database, the stored files and the generated secrets
// (docs/backup-and-upgrade.md). Without an argument: backups/iiidem-backup-<UTC time>.tar.gz in the current folder.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { describeDatabase } from '../location';
import { BackupError, defaultArchiveName, writeBackup } from './backup';

const USAGE = 'Usage: npm run backup [-- <archive file, or folder/>]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    process.stderr.write(`backup: unexpected arguments\n${USAGE}\n`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`backup: the settings are not valid.\n${error.message}\n`);
    return 2;
  }
  // npm runs the workspace's script in its folder: a relative path is the caller's (INIT_CWD).
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const now = new Date();
  let archive = path.resolve(callerDir, args[0] ?? 'backups');
  const namesFolder = !args[0] || /[/\\]$/.test(args[0]) || (existsSync(archive) && statSync(archive).isDirectory());
  if (namesFolder) {
    archive = path.join(archive, defaultArchiveName(now));
  }
  const manifest = await writeBackup(config, archive, { now });
  process.stdout.write(
    `Backed up ${describeDatabase(config)} (migration ${manifest.database.migrations.latest ?? 'none'}; ` +
      `${manifest.counts.applications ?? 0} applications, ${manifest.files.count} files ` +
      `${manifest.files.location === 'database' ? 'in the database' : 'from the data folder'}) to ${archive}\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof BackupError ? error.message : `Backup failed: ${(error as Error)?.message ?? error}`;
    process.stderr.write(`backup: ${message}\n`);
    process.exit(1);
  },
);
