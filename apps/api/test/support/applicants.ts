import { randomBytes } from 'node:crypto';
import type { UserType } from '@iiidem/shared/constants';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import type { SessionLimits } from '../../src/lib/sessions';
import { createSession } from '../../src/lib/sessions';

/** Test-only: signed-in applicants made straight in the database (no sign-up, captcha or codes), for load tests. */

export type DirectApplicant = { id: number; email: string; headers: { authorization: string } };

/** `count` verified applicants, each with a live session; a password nobody needs (the hash is not usable). */
export async function insertSignedInApplicants(
  db: Database,
  count: number,
  limits: SessionLimits,
  userType: UserType = 2,
): Promise<DirectApplicant[]> {
  const batch = randomBytes(4).toString('hex');
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        user_type: userType,
        first_name: 'Asha',
        last_name: `Verma ${index}`,
        email_id: `applicant.${batch}.${index}@example.org`,
        mobile_no: '9876543210',
        password_hash: 'not-a-usable-hash',
        verified_at: now,
      })),
    )
    .returning({ id: users.id, email: users.email_id });
  const applicants: DirectApplicant[] = [];
  for (const row of rows) {
    const { token } = await createSession(db, row.id, now, limits);
    applicants.push({ id: row.id, email: row.email, headers: { authorization: `Bearer ${token}` } });
  }
  return applicants;
}
