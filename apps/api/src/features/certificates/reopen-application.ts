import { CERTIFICATE_AUDIT_ACTIONS, CERTIFICATE_MESSAGES } from '@iiidem/shared/admin/certificates';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { findCertificateSubject, setCompletedAt } from './certificates.repository';
import type { CompletionInput } from './complete-application';

/**
 * Undoes a completion made by mistake, while no certificate is issued (after that the certificate would
 * point at a course the applicant has not completed). Audited; no mail. 404 unknown; 409 otherwise.
 */
export async function reopenApplication(db: Database, input: Omit<CompletionInput, 'publicUrl'>, now: Date) {
  await db.transaction(async (tx) => {
    const subject = await findCertificateSubject(tx, input.applicationId, { lock: true });
    if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
    if (!subject.completed_at) throw new HttpError(409, CERTIFICATE_MESSAGES.reopenNotCompleted);
    if (subject.certificate) throw new HttpError(409, CERTIFICATE_MESSAGES.reopenCertificateIssued);
    await setCompletedAt(tx, subject.id, null);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: CERTIFICATE_AUDIT_ACTIONS.reopen,
        entity: 'application',
        entityId: subject.id,
        from: { completed_at: subject.completed_at.toISOString() },
        to: { completed_at: null },
      },
      now,
    );
  });
}
