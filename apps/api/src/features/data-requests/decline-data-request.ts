import { PERSONAL_DATA_MESSAGES } from '@iiidem/shared/accounts/personal-data';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { openRequestOrThrow } from './carry-out-data-request';
import { deletionDeclinedMail } from './data-request-mails';
import { closeDataRequest, type DataRequestRow, findDataRequest } from './data-requests.repository';

/**
 * Staff decline a deletion request with a reason (issue 17; e.g. an issued certificate the institute must keep:
 * docs/decisions.md): the request is closed and audited, the person told why; nothing of theirs changes.
 */
export async function declineDataRequest(
  app: FastifyInstance,
  input: { id: number; actorUserId: number; reason: string },
  now: Date,
): Promise<DataRequestRow> {
  const request = await openRequestOrThrow(app, input.id);
  await app.database.db.transaction(async (tx) => {
    const closed = await closeDataRequest(tx, {
      id: input.id,
      status: 'declined',
      actorUserId: input.actorUserId,
      reason: input.reason,
      now,
    });
    if (!closed) throw new HttpError(409, PERSONAL_DATA_MESSAGES.requestAlreadyClosed);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'data_request.decline',
        entity: 'data_request',
        entityId: input.id,
        from: { status: 'open' },
        to: { status: 'declined' },
        note: input.reason,
      },
      now,
    );
    await enqueueMail(tx, deletionDeclinedMail(request.email_id, request.language, input.reason), now);
  });
  const closed = await findDataRequest(app.database.db, input.id);
  if (!closed) throw new HttpError(404, PERSONAL_DATA_MESSAGES.requestNotFound);
  return closed;
}
