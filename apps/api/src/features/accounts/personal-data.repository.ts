import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { oneTimeCodes, sessions, signInFailures, users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  certificates,
  nominationDrafts,
} from '../../db/schema/applications';
import { attendance } from '../../db/schema/attendance';
import { courses } from '../../db/schema/courses';
import { dataRequests } from '../../db/schema/data-requests';
import { feedbackMessages } from '../../db/schema/feedback';
import { applicationNotes } from '../../db/schema/review-aids';
import { auditLog, mailOutbox } from '../../db/schema/system';

/** The SQL of the person's own data (issue 17): every row that is about them, and their deletion request. */

/** Every stored row about one person, table by table (whole rows: a new column is exported without a change here). */
export async function findPersonRows(db: Executor, userId: number, email: string) {
  const own = await db.select().from(applications).where(eq(applications.user_id, userId)).orderBy(applications.id);
  const applicationIds = own.map((row) => row.id);
  const some = applicationIds.length > 0;
  const requests = await db.select().from(dataRequests).where(eq(dataRequests.user_id, userId));
  const requestIds = requests.map((row) => String(row.id));
  const courseNames = some
    ? await db
        .select({ id: courses.id, course_name: courses.course_name })
        .from(courses)
        .where(inArray(courses.id, [...new Set(own.map((row) => row.course_id))]))
    : [];
  const byApplication = (column: AnyPgColumn) => (some ? inArray(column, applicationIds) : sql`false`);

  return {
    users: await db.select().from(users).where(eq(users.id, userId)),
    sessions: await db.select().from(sessions).where(eq(sessions.user_id, userId)).orderBy(desc(sessions.id)),
    one_time_codes: await db
      .select()
      .from(oneTimeCodes)
      .where(or(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.email, email)))
      .orderBy(desc(oneTimeCodes.id)),
    sign_in_failures: await db.select().from(signInFailures).where(eq(signInFailures.email, email)),
    applications: own.map((row) => ({
      ...row,
      course_name: courseNames.find((course) => course.id === row.course_id)?.course_name ?? null,
    })),
    application_domestic_details: await db
      .select()
      .from(applicationDomesticDetails)
      .where(byApplication(applicationDomesticDetails.application_id)),
    application_international_details: await db
      .select()
      .from(applicationInternationalDetails)
      .where(byApplication(applicationInternationalDetails.application_id)),
    certificates: await db.select().from(certificates).where(byApplication(certificates.application_id)),
    attendance: await db.select().from(attendance).where(byApplication(attendance.application_id)),
    // Staff's internal notes about the person's applications (issue 19): never shown to the applicant in the
    // portal, but personal data all the same, so part of the download (docs/decisions.md).
    application_notes: await db
      .select()
      .from(applicationNotes)
      .where(byApplication(applicationNotes.application_id))
      .orderBy(applicationNotes.id),
    nomination_drafts: await db.select().from(nominationDrafts).where(eq(nominationDrafts.user_id, userId)),
    feedback_messages: await db
      .select()
      .from(feedbackMessages)
      .where(eq(sql`lower(${feedbackMessages.email})`, email))
      .orderBy(desc(feedbackMessages.id)),
    data_requests: requests,
    mail_outbox: await db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.to_address})`, email))
      .orderBy(desc(mailOutbox.id)),
    audit_log: await db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.actor_user_id, userId),
          and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(userId))),
          some
            ? and(eq(auditLog.entity, 'application'), inArray(auditLog.entity_id, applicationIds.map(String)))
            : undefined,
          requestIds.length > 0
            ? and(eq(auditLog.entity, 'data_request'), inArray(auditLog.entity_id, requestIds))
            : undefined,
        ),
      )
      .orderBy(auditLog.id),
  };
}
export type PersonRows = Awaited<ReturnType<typeof findPersonRows>>;

export type DeletionRequestRow = typeof dataRequests.$inferSelect;

/** The person's newest deletion request, open or closed. */
export async function findOwnDeletionRequest(db: Executor, userId: number): Promise<DeletionRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.user_id, userId), eq(dataRequests.kind, 'deletion')))
    .orderBy(desc(dataRequests.id))
    .limit(1);
  return row;
}

/** A new open deletion request; undefined when one is already open (the partial unique index). */
export async function insertDeletionRequest(
  db: Executor,
  userId: number,
  now: Date,
): Promise<DeletionRequestRow | undefined> {
  const [row] = await db
    .insert(dataRequests)
    .values({ user_id: userId, kind: 'deletion', status: 'open', requested_at: now })
    .onConflictDoNothing({
      target: [dataRequests.user_id, dataRequests.kind],
      where: sql`${dataRequests.status} = 'open'`,
    })
    .returning();
  return row;
}
