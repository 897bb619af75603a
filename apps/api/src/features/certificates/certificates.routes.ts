import {
  CERTIFICATE_MESSAGES,
  isCourseHeld,
  normalizeCertificateNumber,
  type TAdminCertificateState,
  ZAdminCertificateStateResponse,
  ZCertificateNumberParams,
  ZCertificateReasonBody,
  ZCertificateVerificationResponse,
  ZCompleteBody,
  ZEmptyBody,
} from '@iiidem/shared/admin/certificates';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import { istCalendarDate } from '@iiidem/shared/dates';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { privateFilePath, privateFilesOf } from '../../lib/private-files';
import { assertPdf, readAdminUpload, reencodeAdminImage, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { cachePublicly } from '../../plugins/public-cache';
import { findCertificateByNumber, findCertificateSubject, findRevokedCertificates } from './certificates.repository';
import { completeApplication } from './complete-application';
import { issueCertificate } from './issue-certificate';
import { reopenApplication } from './reopen-application';
import { revokeCertificate } from './revoke-certificate';

/** Longest side of an uploaded certificate image once re-encoded (A4 at 300 dpi). */
const CERTIFICATE_IMAGE_MAX_SIDE = 3508;

const stateResponses = {
  200: ZAdminCertificateStateResponse,
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  403: ZApiErrorBody,
  404: ZApiErrorBody,
  409: ZApiErrorBody,
};

/** Completion state and certificate of an application, as the back office shows them. */
async function certificateState(app: FastifyInstance, applicationId: number): Promise<TAdminCertificateState> {
  const subject = await findCertificateSubject(app.database.db, applicationId);
  if (!subject) throw new HttpError(404, CERTIFICATE_MESSAGES.applicationNotFound);
  const { certificate } = subject;
  const revoked = await findRevokedCertificates(app.database.db, applicationId);
  return {
    application_id: subject.id,
    application_status: subject.application_status,
    completed_at: subject.completed_at?.toISOString() ?? null,
    completed_early_reason: subject.completed_early_reason,
    held_from: subject.held_from,
    held_to: subject.held_to,
    course_held: isCourseHeld(subject.held_from, istCalendarDate(clock.now())),
    certificate: certificate
      ? {
          certificate_number: certificate.certificate_number,
          issued_at: certificate.issued_at.toISOString(),
          issued_by: certificate.issued_by_name,
          pdf: certificate.pdf ? privateFilePath(certificate.pdf) : null,
          jpg: certificate.jpg ? privateFilePath(certificate.jpg) : null,
          participant_name: certificate.statement.holder_name,
          course_name: certificate.statement.course_name,
          held_from: certificate.statement.held_from,
          held_to: certificate.statement.held_to,
          location: certificate.statement.location,
        }
      : null,
    revoked: revoked.map((row) => ({
      certificate_number: row.certificate_number,
      issued_at: row.issued_at.toISOString(),
      revoked_at: row.revoked_at.toISOString(),
      revoked_by: row.revoked_by,
      reason: row.reason,
      replaced_by: row.replaced_by,
    })),
  };
}

/** The upload route, in its own context so multipart parsing applies to it alone. */
const certificateUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);
  const files = privateFilesOf(app.files);

  app.post(
    '/admin/applications/:id/certificate',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Upload the certificate of a completed application (multipart: pdf, and jpg as a JPEG or PNG image; both on first issue)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { ...stateResponses, 413: ZApiErrorBody, 415: ZApiErrorBody },
      },
    },
    async (request) => {
      const actor = sessionUser(request);
      const upload = await readAdminUpload(request, ['pdf', 'jpg']);
      const unknownField = Object.keys(upload.fields)[0];
      if (unknownField !== undefined) {
        throw new HttpError(400, CERTIFICATE_MESSAGES.uploadAFile, [
          { path: unknownField, msg: `Unrecognized key: "${unknownField}"` },
        ]);
      }
      const { pdf, jpg } = upload.files;
      if (pdf) assertPdf(pdf, 'pdf');
      const image = jpg ? await reencodeAdminImage(jpg, 'jpg', CERTIFICATE_IMAGE_MAX_SIDE) : undefined;
      await issueCertificate(
        { db: app.database.db, files, publicUrl: app.config.publicUrl },
        { applicationId: request.params.id, actorUserId: actor.id, source: { kind: 'upload', pdf, jpg: image } },
        clock.now(),
      );
      return {
        success: true as const,
        message: CERTIFICATE_MESSAGES.uploaded,
        data: await certificateState(app, request.params.id),
      };
    },
  );
};

/**
 * Back office: marking an application completed (it moves to the applicant's Completed tab) and issuing its
 * certificate, uploaded or generated (issue 7); and the public verification of a certificate by its number.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = privateFilesOf(app.files);

  app.get(
    '/admin/applications/:id/certificate',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Completion state and certificate of an application (file paths open with the bearer token)',
        params: ZIdParams,
        response: stateResponses,
      },
    },
    async (request) => ({ success: true as const, data: await certificateState(app, request.params.id) }),
  );

  /** A bodiless POST on one application that changes its completion or certificate, answering the new state. */
  function stateChange(
    path: string,
    summary: string,
    message: string,
    change: (ids: { applicationId: number; actorUserId: number }) => Promise<unknown>,
  ) {
    app.post(
      path,
      {
        onRequest: requireStaff,
        schema: {
          ...ADMIN_ROUTE_BASE,
          summary,
          params: ZIdParams,
          body: ZEmptyBody,
          response: stateResponses,
        },
      },
      async (request) => {
        await change({ applicationId: request.params.id, actorUserId: sessionUser(request).id });
        return { success: true as const, message, data: await certificateState(app, request.params.id) };
      },
    );
  }

  app.post(
    '/admin/applications/:id/complete',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          'Mark an approved application completed (audited; the applicant is told by mail); before the course is held (held_from, IST) only with a reason',
        params: ZIdParams,
        body: ZCompleteBody,
        response: stateResponses,
      },
    },
    async (request) => {
      await completeApplication(
        app.database.db,
        {
          applicationId: request.params.id,
          actorUserId: sessionUser(request).id,
          publicUrl: app.config.publicUrl,
          reason: request.body?.reason,
        },
        clock.now(),
      );
      return {
        success: true as const,
        message: CERTIFICATE_MESSAGES.completed,
        data: await certificateState(app, request.params.id),
      };
    },
  );

  /** A POST with a staff member's reason on one application's certificate, answering the new state. */
  function reasonedChange(
    path: string,
    summary: string,
    message: string,
    change: (input: { applicationId: number; actorUserId: number; reason: string }) => Promise<unknown>,
  ) {
    app.post(
      path,
      {
        onRequest: requireStaff,
        schema: {
          ...ADMIN_ROUTE_BASE,
          summary,
          params: ZIdParams,
          body: ZCertificateReasonBody,
          response: stateResponses,
        },
      },
      async (request) => {
        await change({
          applicationId: request.params.id,
          actorUserId: sessionUser(request).id,
          reason: request.body.reason,
        });
        return { success: true as const, message, data: await certificateState(app, request.params.id) };
      },
    );
  }

  reasonedChange(
    '/admin/applications/:id/certificate/revoke',
    'Revoke the certificate in force with a reason (audited; the applicant is told by mail); its number then verifies as revoked',
    CERTIFICATE_MESSAGES.revoked,
    (input) => revokeCertificate(app.database.db, { ...input, publicUrl: app.config.publicUrl }, clock.now()),
  );

  reasonedChange(
    '/admin/applications/:id/certificate/reissue',
    'Reissue the certificate in force with a new number and a reason (audited; mailed); the old number verifies as revoked and replaced',
    CERTIFICATE_MESSAGES.reissued,
    ({ reason, ...ids }) =>
      issueCertificate(
        { db: app.database.db, files, publicUrl: app.config.publicUrl },
        { ...ids, source: { kind: 'generate' }, reissueReason: reason },
        clock.now(),
      ),
  );

  stateChange(
    '/admin/applications/:id/reopen',
    'Undo a completion while no certificate is issued (audited)',
    CERTIFICATE_MESSAGES.reopened,
    (ids) => reopenApplication(app.database.db, ids, clock.now()),
  );

  stateChange(
    '/admin/applications/:id/certificate/generate',
    'Generate the certificate (PDF and JPG with a QR code to its verification page); again to redraw it with the same number and statement; after a revocation, a new certificate with a new number',
    CERTIFICATE_MESSAGES.generated,
    (ids) =>
      issueCertificate(
        { db: app.database.db, files, publicUrl: app.config.publicUrl },
        { ...ids, source: { kind: 'generate' } },
        clock.now(),
      ),
  );

  await app.register(certificateUploadRoute as FastifyPluginAsync);

  app.get(
    '/certificates/:number',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        summary:
          'Verify a certificate by its number (public): what it stated when issued (participant name, course, held dates, place, issue date) and whether it is in force or revoked (when, and by which number replaced); nothing else',
        params: ZCertificateNumberParams,
        response: { 200: ZCertificateVerificationResponse, 404: ZApiErrorBody, 429: ZApiErrorBody },
      },
      // Anything that is not a well-formed number is simply not a certificate: 404, never a 400.
      attachValidation: true,
    },
    async (request, reply) => {
      const raw = (request.params as { number?: unknown }).number;
      const number = typeof raw === 'string' ? normalizeCertificateNumber(raw) : undefined;
      const found = number ? await findCertificateByNumber(app.database.db, number) : undefined;
      if (!found) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
      // A certificate in force of an application whose completion was undone is no certificate (not revoked
      // either: undoing a completion needs the certificate revoked first).
      if (!found.revoked_at && !found.completed) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
      cachePublicly(reply);
      const { statement } = found;
      return {
        success: true as const,
        data: {
          valid: found.revoked_at === null,
          status: found.revoked_at === null ? ('valid' as const) : ('revoked' as const),
          certificate_number: found.certificate_number,
          participant_name: statement.holder_name,
          course_name: statement.course_name,
          course_nameHi: statement.course_name_hi,
          held_from: statement.held_from,
          held_to: statement.held_to,
          location: statement.location,
          locationHi: statement.location_hi,
          issued_at: found.issued_at.toISOString(),
          revoked_at: found.revoked_at?.toISOString() ?? null,
          replaced_by: found.replaced_by,
        },
      };
    },
  );
};
