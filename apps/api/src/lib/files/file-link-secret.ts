import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { secretsDirFor } from '../../db/location';

/** The file under DATA_DIR that keeps a generated secret, so links stay valid across restarts. */
export function fileLinkSecretPath(dataDir: string): string {
  return path.join(secretsDirFor(dataDir), 'file-link-secret');
}

const SECRET_PATTERN = /^\S{32,512}$/;

/**
 * The secret that signs private-file links: FILE_LINK_SECRET when set (several instances must share one value,
 * and production on a PostgreSQL server requires it), otherwise a random one generated once and kept in
 * DATA_DIR/secrets/file-link-secret (mode 0600). Two processes starting at once agree on one: the file is
 * published with link(), which fails when it exists, and the loser reads the winner's.
 */
export async function loadFileLinkSecret(config: Pick<Config, 'fileLinkSecret' | 'dataDir'>): Promise<string> {
  if (config.fileLinkSecret) return config.fileLinkSecret;
  const target = fileLinkSecretPath(config.dataDir);
  const existing = await readSecret(target);
  if (existing !== undefined) return existing;

  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const draft = `${target}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  await chmod(draft, 0o600);
  try {
    await link(draft, target);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const stored = await readSecret(target);
  if (stored === undefined) throw new Error(`Cannot read the file link secret at ${target}`);
  return stored;
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!SECRET_PATTERN.test(text)) {
    throw new Error(
      `The file link secret at ${file} is not valid (32 to 512 characters without spaces): fix or remove it`,
    );
  }
  return text;
}
