import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (security guide: N = 2^17, r = 8, p = 1; a unique salt per hash).
 * The parameters travel with each hash (`scrypt$17$8$1$<salt>$<hash>`), so raising the cost later leaves
 * existing hashes readable. scrypt runs on libuv's thread pool, never on the event loop.
 */
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function optionsFor(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; leave headroom so Node does not refuse it.
  return { N, r: blockSize, p: parallelism, maxmem: 128 * N * blockSize * 2 };
}

/** Hashes a password; `cost` is log2(N) (settings: PASSWORD_HASH_COST). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, cost, blockSize, parallelism, saltText, keyText] = parts as [string, string, string, string, string, string];
  const numbers = [cost, blockSize, parallelism].map(Number);
  if (numbers.some((value) => !Number.isInteger(value) || value < 1)) return false;
  const [n, r, p] = numbers as [number, number, number];
  if (n > 22 || r > 32 || p > 16) return false;
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await deriveKey(password, Buffer.from(saltText, 'base64'), optionsFor(n, r, p));
  return timingSafeEqual(key, expected);
}

let dummyHash: { cost: number; hash: Promise<string> } | undefined;

/**
 * Spends the same time as checking a real password, for an address that has no account, so the answer
 * time does not tell whether an account exists.
 */
export async function spendPasswordCheckTime(password: string, cost: number): Promise<void> {
  if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashPassword(randomBytes(12).toString('hex'), cost) };
  await verifyPassword(password, await dummyHash.hash);
}
