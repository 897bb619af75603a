import {
  CERTIFICATE_MESSAGES,
  normalizeCertificateNumber,
  type TAdminCertificateState,
  ZAdminCertificateStateResponse,
  ZCertificateNumberParams,
  ZCertificateVerificationResponse,
  ZEmptyBody,
} from '@iiidem/shared/admin/certificates';
import { ZIdParams } from '@iiidem/shared/common/list-query';
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
import { findCertificateByNumber, findCertificateSubject } from './certificates.repository';
import { completeApplication } from './complete-application';
import { issueCertificate } from './issue-certificate';
import { reopenApplication } from './reopen-application';

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
  return {
    application_id: subject.id,
    application_status: subject.application_status,
    completed_at: subject.completed_at?.toISOString() ?? null,
    certificate: certificate
      ? {
          certificate_number: certificate.certificate_number,
          issued_at: certificate.issued_at.toISOString(),
          issued_by: certificate.issued_by_name,
          pdf: certificate.pdf ? privateFilePath(certificate.pdf) : null,
          jpg: certificate.jpg ? privateFilePath(certificate.jpg) : null,
        }
      : null,
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

  stateChange(
    '/admin/applications/:id/complete',
    'Mark an approved application completed (audited; the applicant is told by mail)',
    CERTIFICATE_MESSAGES.completed,
    (ids) => completeApplication(app.database.db, { ...ids, publicUrl: app.config.publicUrl }, clock.now()),
  );

  stateChange(
    '/admin/applications/:id/reopen',
    'Undo a completion while no certificate is issued (audited)',
    CERTIFICATE_MESSAGES.reopened,
    (ids) => reopenApplication(app.database.db, ids, clock.now()),
  );

  stateChange(
    '/admin/applications/:id/certificate/generate',
    'Generate the certificate (PDF and JPG with a QR code to its verification page); again to redraw it with the same number',
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
          'Verify a certificate by its number (public): course, participant name, dates and issue date; nothing else',
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
      if (!found?.certificate || !found.completed_at) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
      cachePublicly(reply);
      return {
        success: true as const,
        data: {
          valid: true as const,
          certificate_number: found.certificate.certificate_number,
          participant_name: found.participant_name,
          course_name: found.course_name,
          course_nameHi: found.course_name_hi,
          start_from: found.start_from,
          end_to: found.end_to,
          issued_at: found.certificate.issued_at.toISOString(),
        },
      };
    },
  );
};
