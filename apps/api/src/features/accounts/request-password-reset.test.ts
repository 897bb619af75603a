import { MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, captcha, uniqueEmail } from '../../../test/support/accounts';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from '../../../test/support/server-database';
import { users } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/system';
import { settleWorkAfterAnswers } from '../../lib/after-answer';

/**
 * On a PostgreSQL database of its own (in either test pass): another connection can hold a lock that the
 * reset's own work waits for, which shows what the answer waits for without timing anything.
 */
let database: ServerDatabase;
let instance: ServerInstance;
beforeAll(async () => {
  database = await createServerDatabase();
  instance = await startInstance(database.url, ACCOUNT_TEST_ENV);
});
afterAll(async () => {
  await instance?.close();
  await database?.drop();
});

async function insertVerifiedUser(): Promise<string> {
  const email = uniqueEmail('known');
  await instance.database.db
    .insert(users)
    .values({ first_name: 'Asha', last_name: 'Verma', email_id: email, password_hash: 'x', verified_at: new Date() });
  return email;
}

async function requestReset(email: string) {
  return instance.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email, ...(await captcha(instance.app)) },
  });
}

async function resetMails(email: string) {
  return instance.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email));
}

/** The promise's value, or a failure if it has not come within `ms` (a bound, not a measurement). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('POST /api/password-reset answers before, and without, the known address’s work', () => {
  it('answers a known and an unknown address with the same status, body and headers', async () => {
    const known = await requestReset(await insertVerifiedUser());
    const unknown = await requestReset(uniqueEmail('nobody'));
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: MESSAGES.resetOtpSent });
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('answers a known address while its code cannot be written yet, and mails the code afterwards', async () => {
    const email = await insertVerifiedUser();
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      // Another session holds one_time_codes: writing the reset code has to wait for it.
      await blocker.query('begin');
      await blocker.query('lock table one_time_codes in share row exclusive mode');
      const answer = await within(requestReset(email), 10_000, 'the answer');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: MESSAGES.resetOtpSent });
      expect(await resetMails(email)).toEqual([]);
      await blocker.query('commit');
    } finally {
      await blocker.end();
    }
    await settleWorkAfterAnswers();
    expect(await resetMails(email)).toEqual([{ subject: 'Your IIIDEM password reset OTP' }]);
  });

  it('answers all the same when the work after the answer fails (logged, never thrown)', async () => {
    const email = await insertVerifiedUser();
    const db = instance.database.db;
    await db.execute('alter table one_time_codes rename to one_time_codes_away');
    try {
      const answer = await requestReset(email);
      expect(answer.statusCode).toBe(200);
      await settleWorkAfterAnswers();
    } finally {
      await db.execute('alter table one_time_codes_away rename to one_time_codes');
    }
    expect(await resetMails(email)).toEqual([]);
    expect((await requestReset(email)).statusCode).toBe(200);
    await settleWorkAfterAnswers();
    expect(await resetMails(email)).toHaveLength(1);
  });
});
