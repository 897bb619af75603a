import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing with scrypt (security guide: N = 2^17, r = 8, p = 1; a unique salt per hash).
 * The parameters travel with each hash (`scrypt$17$8$1$<salt>$<hash>`), so raising the cost later leaves
 * existing hashes readable. scrypt runs on libuv's thread pool, never on the event loop; that pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise) also serves file reads, DNS look-ups and image re-encoding, so
 * at most PASSWORD_HASH_CONCURRENCY hashes run at once, and never as many as the pool has threads: a burst of
 * sign-ins waits its turn instead of starving every other request.
 */
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Derives scrypt's key (the expensive step); tests wrap it to watch how many run at once. */
export type DeriveKey = (password: string, salt: Buffer, options: ScryptOptions) => Promise<Buffer>;

export const deriveScryptKey: DeriveKey = (password, salt, options) =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

function optionsFor(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; leave headroom so Node does not refuse it.
  return { N, r: blockSize, p: parallelism, maxmem: 128 * N * blockSize * 2 };
}

/** libuv's worker threads in this process (UV_THREADPOOL_SIZE, read by libuv at start-up; default 4). */
function threadPoolSize(): number {
  const size = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/** The setting, kept below the thread pool's size so one thread always stays free for other work. */
export function effectiveHashConcurrency(setting: number): number {
  return Math.max(1, Math.min(Math.trunc(setting), threadPoolSize() - 1));
}

/** A counting semaphore: at most `limit` tasks run at once, the others wait in arrival order. */
class TaskLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limit: number) {}

  setLimit(limit: number): void {
    this.limit = limit;
    while (this.running < this.limit && this.waiting.length > 0) {
      this.running++;
      this.waiting.shift()?.();
    }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // A finishing task hands its slot straight to the next waiter (running stays counted for it).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export type PasswordHasher = {
  /** Hashes a password; `cost` is log2(N) (settings: PASSWORD_HASH_COST). */
  hash(password: string, cost: number): Promise<string>;
  /** True when `password` matches `stored`; false for any malformed hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of checking a real password, for an address without account (no enumeration by timing). */
  spendCheckTime(password: string, cost: number): Promise<void>;
  /** Changes how many derivations run at once (kept below the thread pool's size). */
  setConcurrency(concurrency: number): void;
};

/** A hasher whose key derivations, all of them, share one limit of `concurrency` at a time. */
export function createPasswordHasher(options: { concurrency: number; derive?: DeriveKey }): PasswordHasher {
  const derive = options.derive ?? deriveScryptKey;
  const limiter = new TaskLimiter(effectiveHashConcurrency(options.concurrency));
  const limitedDerive: DeriveKey = (password, salt, scryptOptions) =>
    limiter.run(() => derive(password, salt, scryptOptions));
  let dummyHash: { cost: number; hash: Promise<string> } | undefined;

  async function hash(password: string, cost: number): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await limitedDerive(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
    return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, cost, blockSize, parallelism, saltText, keyText] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const numbers = [cost, blockSize, parallelism].map(Number);
    if (numbers.some((value) => !Number.isInteger(value) || value < 1)) return false;
    const [n, r, p] = numbers as [number, number, number];
    if (n > 22 || r > 32 || p > 16) return false;
    const expected = Buffer.from(keyText, 'base64');
    if (expected.length !== KEY_LENGTH) return false;
    const key = await limitedDerive(password, Buffer.from(saltText, 'base64'), optionsFor(n, r, p));
    return timingSafeEqual(key, expected);
  }

  async function spendCheckTime(password: string, cost: number): Promise<void> {
    if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hash(randomBytes(12).toString('hex'), cost) };
    await verify(password, await dummyHash.hash);
  }

  return {
    hash,
    verify,
    spendCheckTime,
    setConcurrency: (concurrency) => limiter.setLimit(effectiveHashConcurrency(concurrency)),
  };
}

/**
 * The process's hasher: the thread pool it protects is the process's, so every app built in the process
 * shares one limit. server.ts sets it from PASSWORD_HASH_CONCURRENCY; until then, the setting's default.
 */
const processHasher = createPasswordHasher({ concurrency: availableParallelism() });

/** Sets how many password hashes the process computes at once (PASSWORD_HASH_CONCURRENCY). */
export function limitPasswordHashing(concurrency: number): void {
  processHasher.setConcurrency(concurrency);
}

/** Hashes a password; `cost` is log2(N) (settings: PASSWORD_HASH_COST). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return processHasher.hash(password, cost);
}

/** True when `password` matches `stored`; false for any malformed hash. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return processHasher.verify(password, stored);
}

/**
 * Spends the same time as checking a real password, for an address that has no account, so the answer
 * time does not tell whether an account exists.
 */
export function spendPasswordCheckTime(password: string, cost: number): Promise<void> {
  return processHasher.spendCheckTime(password, cost);
}
