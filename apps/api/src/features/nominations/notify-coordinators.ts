import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { courseCoordinators, staffNotificationSettings } from '../../db/schema/review-aids';
import { enqueueMail } from '../../lib/mail/mail-outbox';

/** The back office address of one application, as linked from the coordinators' mail. */
export function applicationAdminUrl(publicUrl: string, applicationId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/admin/applications/${applicationId}`;
}

/**
 * Queues a mail to each active staff coordinator of the course who chose to be e-mailed new applications
 * (issue 19), in the transaction that stores the application. Staff mails are in English, like the back office.
 */
export async function notifyCoordinators(
  tx: Executor,
  input: { applicationId: number; courseId: number; courseName: string; applicantName: string; publicUrl: string },
  now: Date,
): Promise<number> {
  const recipients = await tx
    .select({ email: users.email_id, first_name: users.first_name })
    .from(courseCoordinators)
    .innerJoin(users, eq(users.id, courseCoordinators.user_id))
    .innerJoin(staffNotificationSettings, eq(staffNotificationSettings.user_id, users.id))
    .where(
      and(
        eq(courseCoordinators.course_id, input.courseId),
        eq(staffNotificationSettings.new_applications, true),
        eq(users.active, true),
      ),
    );
  const url = applicationAdminUrl(input.publicUrl, input.applicationId);
  // Typed by applicants and staff: no line breaks in a subject line.
  const subject = `New application: ${input.applicantName} (${input.courseName})`.replace(/[\r\n]+/g, ' ');
  for (const recipient of recipients) {
    const text = [
      `Dear ${recipient.first_name},`,
      `${input.applicantName} has applied for "${input.courseName}", a course you coordinate.`,
      `Review the application: ${url}`,
      'You get these mails because you chose to in your account settings in the back office.',
    ].join('\n\n');
    await enqueueMail(tx, { to: recipient.email, subject, text }, now);
  }
  return recipients.length;
}
