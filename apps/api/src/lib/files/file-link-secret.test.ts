import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLinkSigner } from '../private-files';
import { fileLinkSecretPath, loadFileLinkSecret } from './file-link-secret';

describe('loadFileLinkSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'iiidem-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses FILE_LINK_SECRET when set, and writes no file', async () => {
    const secret = 'x'.repeat(40);
    expect(await loadFileLinkSecret({ dataDir, fileLinkSecret: secret })).toBe(secret);
    await expect(stat(fileLinkSecretPath(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('generates one random secret, readable by its owner only, and keeps it', async () => {
    const first = await loadFileLinkSecret({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(fileLinkSecretPath(dataDir))).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(fileLinkSecretPath(dataDir)))).mode & 0o777).toBe(0o700);
    expect(await loadFileLinkSecret({ dataDir })).toBe(first);
    const other = await mkdtemp(path.join(os.tmpdir(), 'iiidem-secret-other-'));
    try {
      expect(await loadFileLinkSecret({ dataDir: other })).not.toBe(first);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('agrees on one secret when several start at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadFileLinkSecret({ dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(fileLinkSecretPath(dataDir), 'utf8')).trim()).toBe(secrets[0]);
  });

  it('refuses a secret file that is not a valid secret rather than signing with it', async () => {
    await mkdir(path.dirname(fileLinkSecretPath(dataDir)), { recursive: true });
    await writeFile(fileLinkSecretPath(dataDir), 'short');
    await expect(loadFileLinkSecret({ dataDir })).rejects.toThrow(/is not valid/);
  });
});

describe('createFileLinkSigner', () => {
  const key = 'nominations/u7/0123456789abcdef0123456789abcdef.jpg';
  const now = new Date('2025-06-01T10:00:00Z');
  const signer = createFileLinkSigner('s'.repeat(48));
  const parts = (link: string) => {
    const query = new URL(link, 'http://portal').searchParams;
    return {
      session: Number(query.get('session')),
      expires: Number(query.get('expires')),
      signature: String(query.get('signature')),
    };
  };

  it('accepts its own link for that key and session until it expires (15 minutes)', () => {
    const link = signer.sign(key, { id: 3 }, now);
    expect(link).toMatch(
      /^\/api\/private-files\/nominations\/u7\/[0-9a-f]{32}\.jpg\?session=3&expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(signer.isValid(key, parts(link), now)).toBe(true);
    expect(signer.isValid(key, parts(link), new Date(now.getTime() + 15 * 60_000))).toBe(true);
    expect(signer.isValid(key, parts(link), new Date(now.getTime() + 15 * 60_000 + 1000))).toBe(false);
  });

  it('refuses it for another key, another session, another expiry or another secret', () => {
    const signed = parts(signer.sign(key, { id: 3 }, now));
    expect(signer.isValid(key.replace('u7', 'u8'), signed, now)).toBe(false);
    expect(signer.isValid(key, { ...signed, session: 4 }, now)).toBe(false);
    expect(signer.isValid(key, { ...signed, expires: signed.expires + 60 }, now)).toBe(false);
    expect(createFileLinkSigner('t'.repeat(48)).isValid(key, signed, now)).toBe(false);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => createFileLinkSigner('short')).toThrow(RangeError);
  });
});
