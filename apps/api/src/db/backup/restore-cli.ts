// `npm run restore -- <archive> [--force]`: loads a backup into an empty database and data folder (the settings
// the server reads: DATABASE_URL, DATA_DIR). See docs/backup-and-upgrade.md.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { describeDatabase } from '../location';
import { BackupError } from './backup';
import { restoreBackup } from './restore';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    process.stderr.write(`restore: name one archive\n${USAGE}\n`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`restore: the settings are not valid.\n${error.message}\n`);
    return 2;
  }
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] as string);
  const { manifest, counts } = await restoreBackup(config, archive, { force });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${describeDatabase(config)} ` +
      `(${counts.applications ?? 0} applications, ${manifest.files.count} files). ` +
      'Start the portal: it applies any newer migrations.\n',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof BackupError ? error.message : `Restore failed: ${(error as Error)?.message ?? error}`;
    process.stderr.write(`restore: ${message}\n`);
    process.exit(1);
  },
);
