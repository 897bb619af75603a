import { PERSONAL_DATA_MESSAGES } from '@iiidem/shared/accounts/personal-data';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { parsePrivateFileKey } from '../../lib/private-files';
import { accountErasedMail } from './data-request-mails';
import {
  closeDataRequest,
  type DataRequestRow,
  eraseAccountRows,
  findDataRequest,
  findPersonFileKeys,
} from './data-requests.repository';

/** An open request, or 404 / 409. */
export async function openRequestOrThrow(
  app: FastifyInstance,
  id: number,
): Promise<DataRequestRow & { email_id: string }> {
  const request = await findDataRequest(app.database.db, id);
  if (!request) throw new HttpError(404, PERSONAL_DATA_MESSAGES.requestNotFound);
  if (request.status !== 'open') throw new HttpError(409, PERSONAL_DATA_MESSAGES.requestAlreadyClosed);
  return request;
}

/**
 * Staff carry out a deletion request (issue 17): the person's rows are erased or anonymised (see
 * `eraseAccountRows`), every session ends, the request is closed and audited, and the person is told at the
 * address they had (a mail whose outbox row goes once sent), all in one transaction. Then the files go: those
 * the rows named and any other private file of the person (keys carry the owner's id).
 */
export async function carryOutDataRequest(
  app: FastifyInstance,
  input: { id: number; actorUserId: number },
  now: Date,
): Promise<DataRequestRow> {
  const request = await openRequestOrThrow(app, input.id);
  const email = request.email_id;
  const fileKeys = await app.database.db.transaction(async (tx) => {
    const keys = await findPersonFileKeys(tx, request.user_id);
    const closed = await closeDataRequest(tx, {
      id: input.id,
      status: 'done',
      actorUserId: input.actorUserId,
      reason: null,
      now,
    });
    if (!closed) throw new HttpError(409, PERSONAL_DATA_MESSAGES.requestAlreadyClosed);
    await eraseAccountRows(tx, { userId: request.user_id, email }, now);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'data_request.carry_out',
        entity: 'data_request',
        entityId: input.id,
        from: { status: 'open' },
        to: { status: 'done' },
      },
      now,
    );
    await enqueueMail(tx, accountErasedMail(email, request.language), now);
    return keys;
  });

  const privateKeys = (await app.files.list('private')).filter(
    (key) => parsePrivateFileKey(key)?.ownerId === request.user_id,
  );
  await app.files.remove('private', [...new Set([...fileKeys, ...privateKeys])]);

  const closed = await findDataRequest(app.database.db, input.id);
  if (!closed) throw new HttpError(404, PERSONAL_DATA_MESSAGES.requestNotFound);
  return closed;
}
