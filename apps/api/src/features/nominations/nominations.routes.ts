import fastifyMultipart from '@fastify/multipart';
import { ZRecordId } from '@iiidem/shared/common/list-query';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import {
  type TNominationForm,
  ZDraft,
  ZDraftBody,
  ZDraftResponse,
  ZMessageResponse,
  ZNominationSubmitResponse,
} from '@iiidem/shared/nominations/api';
import {
  DOMESTIC_FIELDS,
  DOMESTIC_FILE_FIELDS,
  domesticNominationPayloadSchema,
} from '@iiidem/shared/nominations/domestic';
import { isFileField, type TNominationPayload } from '@iiidem/shared/nominations/form-fields';
import {
  INTERNATIONAL_FIELDS,
  INTERNATIONAL_FILE_FIELDS,
  internationalNominationPayloadSchema,
} from '@iiidem/shared/nominations/international';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import { nominationFormFor } from '@iiidem/shared/nominations/user-type';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { fieldErrorsOf } from '../../lib/field-errors';
import { HttpError } from '../../lib/http-error';
import { type PrivateFileStore, privateFilesOf } from '../../lib/private-files';
import { requireSession, type SessionUser, sessionUser } from '../../plugins/auth';
import { assertCourseFitsApplicant } from './assert-course-fits-applicant';
import { deleteDraft, findDraft, saveDraft } from './drafts.repository';
import { findNominationCourse } from './nominations.repository';
import { fileFormatErrors, NOMINATION_MULTIPART_LIMITS, readNominationUpload } from './read-nomination-upload';
import { nominationToday, submitNomination } from './submit-nomination';

export type NominationsRoutesOptions = {
  /** Where uploads are written; tests pass a store that fails on purpose. */
  files?: PrivateFileStore;
};

// Loose: every other header (Authorization ...) must stay on the request.
const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, NOMINATION_MESSAGES.invalidIdempotencyKey)
    .optional()
    .describe('A random value per form: a repeated submit with the same key answers like the first one'),
});

const ZCourseIdParams = z.strictObject({ courseId: ZRecordId });

/** What every draft route may answer besides its success. */
const draftErrorResponses = {
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  403: ZApiErrorBody,
  404: ZApiErrorBody,
};

const submitResponses = {
  200: ZNominationSubmitResponse.describe('The same submission (same Idempotency-Key) was stored before'),
  201: ZNominationSubmitResponse,
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  403: ZApiErrorBody,
  404: ZApiErrorBody,
  409: ZApiErrorBody,
  413: ZApiErrorBody,
  415: ZApiErrorBody,
};

const FORMS = {
  international: {
    schema: internationalNominationPayloadSchema,
    fileFields: INTERNATIONAL_FILE_FIELDS,
    textFields: INTERNATIONAL_FIELDS.filter((field) => !isFileField(field)),
  },
  domestic: {
    schema: domesticNominationPayloadSchema,
    fileFields: DOMESTIC_FILE_FIELDS,
    textFields: DOMESTIC_FIELDS.filter((field) => !isFileField(field)),
  },
} as const;

/** Spec 1 §4 / issue 5: applicants only, and the user type must fit the form (4 international; 2, 3 domestic). */
function assertMayUseForm(user: SessionUser, form: TNominationForm): void {
  if (user.role !== 'applicant') throw new HttpError(403, NOMINATION_MESSAGES.applicantsOnly);
  if (nominationFormFor(user.user_type) !== form) {
    throw new HttpError(
      403,
      form === 'international' ? NOMINATION_MESSAGES.internationalOnly : NOMINATION_MESSAGES.domesticOnly,
    );
  }
}

/**
 * The nomination forms' API (spec 2 §3, §7, §8): multipart submits of the international and domestic forms
 * and the per-course drafts that keep a long form from being lost.
 */
export const nominationsRoutes: FastifyPluginAsyncZod<NominationsRoutesOptions> = async (app, options) => {
  // Registered here only: multipart is parsed on these upload routes, nowhere else.
  await app.register(fastifyMultipart, { limits: NOMINATION_MULTIPART_LIMITS, throwFileSizeLimit: true });
  const files = options.files ?? privateFilesOf(app.files);

  async function handleSubmit(
    form: TNominationForm,
    request: FastifyRequest,
    idempotencyKey: string | undefined,
  ): Promise<{ status: 200 | 201; body: z.infer<typeof ZNominationSubmitResponse> }> {
    const user = sessionUser(request);
    assertMayUseForm(user, form);
    const { schema, fileFields } = FORMS[form];
    const upload = await readNominationUpload(request, fileFields);
    const now = clock.now();
    const parsed = schema(nominationToday(now)).safeParse(upload.fields);
    const errors = [...(parsed.success ? [] : fieldErrorsOf(parsed.error)), ...fileFormatErrors(upload.files)];
    if (!parsed.success || errors.length > 0) {
      throw new HttpError(400, API_ERRORS.validation, errors);
    }
    const payload: TNominationPayload = parsed.data;
    const result = await submitNomination(
      { db: app.database.db, files, now, publicUrl: app.config.publicUrl },
      { form, userId: user.id, payload, uploads: upload.files, idempotencyKey },
    );
    return {
      status: result.outcome === 'created' ? 201 : 200,
      body: {
        success: true,
        message: MESSAGES.formSubmitted,
        data: { id: result.id, application_status: result.application_status },
      },
    };
  }

  for (const form of ['international', 'domestic'] as const) {
    app.post(
      `/nominations/${form}`,
      {
        onRequest: requireSession,
        schema: {
          tags: ['nominations'],
          summary: `Submits the ${form} nomination form (multipart/form-data: the form's fields, course_id, ${FORMS[form].fileFields.join(' and ')} as JPG or PNG files up to 2 MB)`,
          description:
            'Signed-in applicants only; the course must exist and take applications (until 23:59:59 IST of its end day); its programme type must fit the applicant (international with international, domestic and faculty with domestic, academic never: 403 otherwise); one application per applicant and course (409 otherwise). Field errors come as errors[{ path, msg }].',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          headers: ZIdempotencyHeaders,
          response: submitResponses,
        },
      },
      async (request, reply) => {
        const { status, body } = await handleSubmit(form, request, request.headers['idempotency-key']);
        return reply.code(status).send(body);
      },
    );
  }

  /** The course a draft belongs to, and the caller allowed to keep one for it. */
  async function draftContext(request: FastifyRequest, courseId: number, form?: TNominationForm) {
    const user = sessionUser(request);
    const expected = nominationFormFor(user.user_type);
    if (user.role !== 'applicant' || !expected) throw new HttpError(403, NOMINATION_MESSAGES.applicantsOnly);
    if (form && form !== expected) assertMayUseForm(user, form);
    const course = await findNominationCourse(app.database.db, courseId);
    if (!course) throw new HttpError(404, NOMINATION_MESSAGES.courseNotFound);
    // Saving a draft starts a nomination: the course must fit the applicant (issue 17).
    if (form) assertCourseFitsApplicant(user.user_type, course.program_type_id);
    return user;
  }

  app.get(
    '/nominations/drafts/:courseId',
    {
      onRequest: requireSession,
      schema: {
        tags: ['nominations'],
        summary: "The caller's unsent draft of the nomination for a course (data null when there is none)",
        security: [{ bearerAuth: [] }],
        params: ZCourseIdParams,
        response: {
          200: ZDraftResponse,
          ...draftErrorResponses,
        },
      },
    },
    async (request) => {
      const user = await draftContext(request, request.params.courseId);
      const draft = await findDraft(app.database.db, user.id, request.params.courseId);
      return {
        success: true as const,
        data: draft ? { form: draft.form, data: draft.data, updated_at: draft.updated_at.toISOString() } : null,
      };
    },
  );

  app.put(
    '/nominations/drafts/:courseId',
    {
      onRequest: requireSession,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['nominations'],
        summary: 'Keeps the unsent form (text values only, never files) for the caller and the course',
        security: [{ bearerAuth: [] }],
        params: ZCourseIdParams,
        body: ZDraftBody,
        response: {
          200: z.object({ success: z.literal(true), data: ZDraft }),
          ...draftErrorResponses,
          413: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const { form, data } = request.body;
      const user = await draftContext(request, request.params.courseId, form);
      const known = new Map(FORMS[form].textFields.map((field) => [field.name, field]));
      const errors = Object.entries(data).flatMap(([name, value]) => {
        const field = known.get(name);
        if (!field) return [{ path: `data.${name}`, msg: API_ERRORS.validation }];
        const max = field.max ?? 3000;
        return value.length > max ? [{ path: `data.${name}`, msg: MESSAGES.inputTooLong(max) }] : [];
      });
      if (errors.length > 0) throw new HttpError(400, API_ERRORS.validation, errors);
      const draft = await saveDraft(app.database.db, {
        userId: user.id,
        courseId: request.params.courseId,
        form,
        data,
        now: clock.now(),
      });
      return { success: true as const, data: { ...draft, updated_at: draft.updated_at.toISOString() } };
    },
  );

  app.delete(
    '/nominations/drafts/:courseId',
    {
      onRequest: requireSession,
      schema: {
        tags: ['nominations'],
        summary: "Drops the caller's draft for the course (also done by a successful submit)",
        security: [{ bearerAuth: [] }],
        params: ZCourseIdParams,
        response: {
          200: ZMessageResponse,
          ...draftErrorResponses,
        },
      },
    },
    async (request) => {
      const user = await draftContext(request, request.params.courseId);
      await deleteDraft(app.database.db, user.id, request.params.courseId);
      return { success: true as const, message: NOMINATION_MESSAGES.draftDeleted };
    },
  );
};
