import type { DatabaseHandle } from '../../db/client';

const PING_TIMEOUT_MS = 3000;

/** Resolves when the database answers within the timeout; a hung connection counts as down. */
export async function pingDatabase(database: DatabaseHandle, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
