import { CERTIFICATE_AUDIT_ACTIONS, CERTIFICATE_MESSAGES } from '@iiidem/shared/admin/certificates';
import { istCalendarDate } from '@iiidem/shared/dates';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { certificateRevokedMail } from './certificate-mails';
import { findCertificateSubject, revokeCertificateRow } from './certificates.repository';

export type RevocationInput = { applicationId: number; actorUserId: number; reason: string; publicUrl: string };

/**
 * Revokes the certificate in force of an application (issue 19), in one transaction: the certificate row says
 * when, who and why, the applicant's Completed tab stops offering its files (they are kept as the record), the
 * audit log has the reason, and the applicant is told by mail in their language. Its number then verifies as
 * revoked. 404 unknown application; 409 no certificate in force.
 */
export async function revokeCertificate(db: Database, input: RevocationInput, now: Date) {
  await db.transaction(async (tx) => {
    const subject = await findCertificateSubject(tx, input.applicationId, { lock: true });
    if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
    const { certificate } = subject;
    if (!certificate) throw new HttpError(409, CERTIFICATE_MESSAGES.noCertificateInForce);
    const revoked = await revokeCertificateRow(tx, {
      certificateId: certificate.id,
      applicationId: subject.id,
      reason: input.reason,
      revokedBy: input.actorUserId,
      now,
    });
    if (!revoked) throw new HttpError(409, CERTIFICATE_MESSAGES.changedMeanwhile);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: CERTIFICATE_AUDIT_ACTIONS.revoke,
        entity: 'application',
        entityId: subject.id,
        from: { certificate_number: certificate.certificate_number, in_force: true },
        to: { certificate_number: certificate.certificate_number, revoked_at: now.toISOString() },
        note: input.reason,
      },
      now,
    );
    await enqueueMail(
      tx,
      certificateRevokedMail({
        to: subject.applicant_email,
        participantName: subject.participant_name,
        courseName: certificate.statement.course_name,
        courseNameHi: certificate.statement.course_name_hi,
        publicUrl: input.publicUrl,
        language: subject.language,
        certificateNumber: certificate.certificate_number,
        reason: input.reason,
        revokedOn: istCalendarDate(now),
      }),
      now,
    );
  });
}
