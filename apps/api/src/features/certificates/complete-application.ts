import {
  CERTIFICATE_AUDIT_ACTIONS,
  CERTIFICATE_MESSAGES,
  courseNotHeldYetMessage,
  isCourseHeld,
} from '@iiidem/shared/admin/certificates';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { istCalendarDate } from '@iiidem/shared/dates';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { completionMail } from './certificate-mails';
import { findCertificateSubject, setCompletedAt } from './certificates.repository';

export type CompletionInput = {
  applicationId: number;
  actorUserId: number;
  publicUrl: string;
  /** Why it is completed before the course's held-from date; needed then, recorded and audited. */
  reason?: string | undefined;
};

/**
 * Marks an approved application completed (it moves to the applicant's Completed tab), with its audit row
 * and a mail to the applicant, all in one transaction. Before the course is held (its held-from date, IST)
 * only with a reason (issue 19). 404 unknown; 409 not approved, already completed, or not held without reason.
 */
export async function completeApplication(db: Database, input: CompletionInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const subject = await findCertificateSubject(tx, input.applicationId, { lock: true });
    if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
    if (subject.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyCompleted);
    if (subject.application_status !== APPLICATION_STATUS.approved) {
      throw new HttpError(409, CERTIFICATE_MESSAGES.completeOnlyApproved);
    }
    const held = isCourseHeld(subject.held_from, istCalendarDate(now));
    if (!held && !input.reason) {
      throw new HttpError(409, courseNotHeldYetMessage(subject.held_from), [
        { path: 'reason', msg: CERTIFICATE_MESSAGES.reasonRequired },
      ]);
    }
    // A reason given once the course is held is not an early completion: nothing to record.
    const earlyReason = held ? null : (input.reason ?? null);
    await setCompletedAt(tx, subject.id, now, earlyReason);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: CERTIFICATE_AUDIT_ACTIONS.complete,
        entity: 'application',
        entityId: subject.id,
        from: { completed_at: null },
        to: earlyReason
          ? { completed_at: now.toISOString(), before_held_from: subject.held_from }
          : { completed_at: now.toISOString() },
        note: earlyReason,
      },
      now,
    );
    await enqueueMail(
      tx,
      completionMail({
        to: subject.applicant_email,
        participantName: subject.participant_name,
        courseName: subject.course_name,
        courseNameHi: subject.course_name_hi,
        publicUrl: input.publicUrl,
        language: subject.language,
      }),
      now,
    );
  });
}
