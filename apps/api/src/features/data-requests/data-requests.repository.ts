import type { TDataRequestStatus } from '@iiidem/shared/accounts/personal-data';
import { and, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { oneTimeCodes, sessions, signInFailures, users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  certificates,
  nominationDrafts,
} from '../../db/schema/applications';
import { dataRequests } from '../../db/schema/data-requests';
import { feedbackMessages } from '../../db/schema/feedback';
import { applicationNotes } from '../../db/schema/review-aids';
import { auditLog, mailOutbox } from '../../db/schema/system';

/** The SQL of the back office's data requests (issue 17): the list, one request, and erasing an account. */

const closer = alias(users, 'closer');

const applicationCount = sql<number>`(select count(*)::int from ${applications} where ${applications.user_id} = ${dataRequests.user_id})`;
const certificateCount = sql<number>`(select count(*)::int from ${certificates} join ${applications} on ${applications.id} = ${certificates.application_id} where ${applications.user_id} = ${dataRequests.user_id})`;

const REQUEST_FIELDS = {
  ...getTableColumns(dataRequests),
  first_name: users.first_name,
  last_name: users.last_name,
  email_id: users.email_id,
  erased_at: users.erased_at,
  language: users.language,
  applications: applicationCount,
  certificates: certificateCount,
  closer_first: closer.first_name,
  closer_last: closer.last_name,
};

function selectRequests(db: Executor) {
  return db
    .select(REQUEST_FIELDS)
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.user_id))
    .leftJoin(closer, eq(closer.id, dataRequests.closed_by));
}

/** Requests, open ones first then newest first (optionally of one status). */
export function listDataRequests(db: Executor, status?: TDataRequestStatus) {
  return selectRequests(db)
    .where(status ? eq(dataRequests.status, status) : undefined)
    .orderBy(sql`${dataRequests.status} = 'open' desc`, desc(dataRequests.requested_at), desc(dataRequests.id))
    .limit(500);
}
export type DataRequestRow = Awaited<ReturnType<typeof listDataRequests>>[number];

export async function findDataRequest(db: Executor, id: number): Promise<DataRequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(dataRequests.id, id)).limit(1);
  return row;
}

/** Closes an open request; false when it is not open (any more). */
export async function closeDataRequest(
  db: Executor,
  change: { id: number; status: 'done' | 'declined'; actorUserId: number; reason: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataRequests)
    .set({ status: change.status, closed_at: change.now, closed_by: change.actorUserId, decline_reason: change.reason })
    .where(and(eq(dataRequests.id, change.id), eq(dataRequests.status, 'open')))
    .returning({ id: dataRequests.id });
  return rows.length === 1;
}

/** The keys of the stored files the person's rows name (profile photo, nomination files, certificates). */
export async function findPersonFileKeys(db: Executor, userId: number): Promise<string[]> {
  const own = await db.select().from(applications).where(eq(applications.user_id, userId));
  const ids = own.map((row) => row.id);
  const [user] = await db.select({ photo: users.photo }).from(users).where(eq(users.id, userId));
  const keys: (string | null)[] = [user?.photo ?? null];
  for (const row of own) keys.push(row.certificate_pdf, row.certificate_jpg);
  if (ids.length > 0) {
    for (const row of await db
      .select({ photo: applicationDomesticDetails.photo })
      .from(applicationDomesticDetails)
      .where(inArray(applicationDomesticDetails.application_id, ids)))
      keys.push(row.photo);
    for (const row of await db
      .select({
        photo: applicationInternationalDetails.photo,
        passport: applicationInternationalDetails.passport_image,
      })
      .from(applicationInternationalDetails)
      .where(inArray(applicationInternationalDetails.application_id, ids)))
      keys.push(row.photo, row.passport);
    for (const row of await db
      .select({ pdf: certificates.pdf, jpg: certificates.jpg })
      .from(certificates)
      .where(inArray(certificates.application_id, ids)))
      keys.push(row.pdf, row.jpg);
  }
  return keys.filter((key): key is string => typeof key === 'string' && key !== '');
}

/**
 * What an erased row's columns become: null, or for a column that must hold a value, `placeholders`' value.
 * Columns in `keep` (and the keys) keep their value. A column added later is erased unless it is added to `keep`.
 */
function erasedValues(
  columns: Record<string, { notNull: boolean; primary: boolean }>,
  keep: readonly string[],
  placeholders: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columns)) {
    if (column.primary || keep.includes(name)) continue;
    if (name in placeholders) values[name] = placeholders[name];
    else if (!column.notNull) values[name] = null;
    else throw new Error(`No placeholder for the required column ${name}`);
  }
  return values;
}

/** What is kept of an application's nomination for statistics (issue 17); everything else is erased. */
export const KEPT_DOMESTIC = ['application_id', 'gender', 'state_ut_name', 'hostel_facility'] as const;
export const KEPT_INTERNATIONAL = [
  'application_id',
  'nominating_country',
  'gender',
  'birth_country',
  'nationality',
  'employment_category',
  'hostel_facility',
] as const;
/** What is kept of the account row, anonymised: its type, role and language and the dates (no one's data). */
export const KEPT_USER = [
  'id',
  'user_type',
  'role',
  'gender',
  'language',
  'verified_at',
  'consent_at',
  'created_at',
] as const;

/**
 * Erases the person's data in one transaction (issue 17): their sessions, codes, failed sign-ins, drafts, feedback,
 * mails and certificates are deleted; the account row and the nominations are anonymised (what statistics need is
 * kept: type, state, country, gender, course, status, dates); staff notes about them are removed.
 */
export async function eraseAccountRows(
  db: Executor,
  person: { userId: number; email: string },
  now: Date,
): Promise<void> {
  const { userId, email } = person;
  const ids = (await db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, userId))).map(
    (row) => row.id,
  );
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  await db.delete(oneTimeCodes).where(or(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.email, email)));
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
  await db.delete(nominationDrafts).where(eq(nominationDrafts.user_id, userId));
  await db.delete(feedbackMessages).where(eq(sql`lower(${feedbackMessages.email})`, email));
  // Mails to them, and unsent mails about them (the institute's copy of their feedback names them).
  await db
    .delete(mailOutbox)
    .where(
      or(
        eq(sql`lower(${mailOutbox.to_address})`, email),
        sql`strpos(lower(${mailOutbox.text_body}), ${email}) > 0`,
        sql`strpos(lower(coalesce(${mailOutbox.html_body}, '')), ${email}) > 0`,
      ),
    );
  await db
    .update(auditLog)
    .set({ from_value: null, to_value: null, note: null })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(userId))));
  if (ids.length > 0) {
    await db.delete(certificates).where(inArray(certificates.application_id, ids));
    // Staff's internal notes about the person (issue 19) go with them.
    await db.delete(applicationNotes).where(inArray(applicationNotes.application_id, ids));
    // Staff notes on the applications may name the person; the status changes themselves stay.
    await db
      .update(auditLog)
      .set({ note: null })
      .where(and(eq(auditLog.entity, 'application'), inArray(auditLog.entity_id, ids.map(String))));
    await db
      .update(applications)
      .set({ status_note: null, certificate_pdf: null, certificate_jpg: null, idempotency_key: null, updated_at: now })
      .where(inArray(applications.id, ids));
    await db
      .update(applicationDomesticDetails)
      .set(
        erasedValues(getTableColumns(applicationDomesticDetails), KEPT_DOMESTIC, {
          first_name: 'Deleted',
          last_name: 'account',
        }),
      )
      .where(inArray(applicationDomesticDetails.application_id, ids));
    await db
      .update(applicationInternationalDetails)
      .set(
        erasedValues(getTableColumns(applicationInternationalDetails), KEPT_INTERNATIONAL, {
          first_name: 'Deleted',
          last_name: 'account',
        }),
      )
      .where(inArray(applicationInternationalDetails.application_id, ids));
  }
  await db
    .update(users)
    .set(
      erasedValues(getTableColumns(users), KEPT_USER, {
        first_name: 'Deleted',
        last_name: 'account',
        // Not an address anyone has: the account can never be signed in to or written to again.
        email_id: `erased-${userId}@erased.invalid`,
        password_hash: '!',
        active: false,
        erased_at: now,
        updated_at: now,
      }),
    )
    .where(eq(users.id, userId));
}
