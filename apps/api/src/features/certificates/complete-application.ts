import { CERTIFICATE_AUDIT_ACTIONS, CERTIFICATE_MESSAGES } from '@iiidem/shared/admin/certificates';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { completionMail } from './certificate-mails';
import { findCertificateSubject, setCompletedAt } from './certificates.repository';

export type CompletionInput = { applicationId: number; actorUserId: number; publicUrl: string };

/**
 * Marks an approved application completed (it moves to the applicant's Completed tab), with its audit row
 * and a mail to the applicant, all in one transaction. 404 unknown; 409 not approved or already completed.
 */
export async function completeApplication(db: Database, input: CompletionInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const subject = await findCertificateSubject(tx, input.applicationId, { lock: true });
    if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
    if (subject.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyCompleted);
    if (subject.application_status !== APPLICATION_STATUS.approved) {
      throw new HttpError(409, CERTIFICATE_MESSAGES.completeOnlyApproved);
    }
    await setCompletedAt(tx, subject.id, now);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: CERTIFICATE_AUDIT_ACTIONS.complete,
        entity: 'application',
        entityId: subject.id,
        from: { completed_at: null },
        to: { completed_at: now.toISOString() },
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
