import { z } from 'zod';
import { ZFileFactsOrNull } from '../files/file-facts-schema';

/** Answers of the nomination, reference and applications endpoints, shared by the API routes and the web app. */

export const NOMINATION_FORMS = ['domestic', 'international'] as const;
export type TNominationForm = (typeof NOMINATION_FORMS)[number];

/** Country (spec 2 §3): id, name (upper case, sent as nationality and course country), nicename (shown), iso. */
export const ZCountry = z.object({ id: z.number().int(), name: z.string(), nicename: z.string(), iso: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountryListResponse = z.object({ success: z.literal(true), data: z.array(ZCountry) });
export type TCountryListResponse = z.infer<typeof ZCountryListResponse>;

/** State or union territory (spec 2 §3), with the spec's upper-case keys. */
export const ZState = z.object({ ST_CODE: z.string(), ST_NAME: z.string() });
export type TState = z.infer<typeof ZState>;
export const ZStateListResponse = z.object({ success: z.literal(true), data: z.array(ZState) });
export type TStateListResponse = z.infer<typeof ZStateListResponse>;

/** A nomination was stored (or the same submission was already stored: an idempotent retry). */
export const ZNominationSubmitResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), application_status: z.number().int() }),
});
export type TNominationSubmitResponse = z.infer<typeof ZNominationSubmitResponse>;

/** Largest draft accepted (characters per value; the form's own limits are lower). */
export const DRAFT_VALUE_MAX_LENGTH = 5000;

/** A draft's values: the form's field names with string values (files are never kept in a draft). */
export const ZDraftValues = z.record(z.string().max(64), z.string().max(DRAFT_VALUE_MAX_LENGTH));

export const ZDraftBody = z.strictObject({
  form: z.enum(NOMINATION_FORMS),
  data: ZDraftValues,
});
export type TDraftBody = z.infer<typeof ZDraftBody>;

export const ZDraft = z.object({ form: z.enum(NOMINATION_FORMS), data: ZDraftValues, updated_at: z.iso.datetime() });
export type TDraft = z.infer<typeof ZDraft>;
export const ZDraftResponse = z.object({ success: z.literal(true), data: ZDraft.nullable() });
export type TDraftResponse = z.infer<typeof ZDraftResponse>;
export const ZMessageResponse = z.object({ success: z.literal(true), message: z.string() });

/** A dashboard row (spec 1 §3 Application). Certificate links are short-lived addresses, null until issued. */
export const ZApplication = z.object({
  id: z.number().int(),
  /** 'IIIDEM/2026/000123' (issue 17: nominations/application-number.ts). */
  application_number: z.string(),
  /** The day (IST) the nomination was submitted, YYYY-MM-DD. */
  submitted_on: z.iso.date(),
  application_status: z.number().int().min(1).max(5),
  /** Unreviewed, so the applicant may still withdraw it (nominations/my-application.ts). */
  can_withdraw: z.boolean(),
  /** Approved: a calendar file (.ics) of the course is offered. */
  can_add_to_calendar: z.boolean(),
  course: z.object({
    id: z.number().int(),
    course_name: z.string(),
    /** Each `xHi` is the Hindi of `x`, '' when staff have not written it (issue 14). */
    course_nameHi: z.string(),
    program_desc: z.string().nullable(),
    program_descHi: z.string(),
    /** The application window (spec: start_from, end_to). */
    start_from: z.iso.date(),
    end_to: z.iso.date(),
    /** The days the course is held (issue 19); null only for a course written before they existed. */
    held_from: z.iso.date().nullable(),
    held_to: z.iso.date().nullable(),
    location: z.string().nullable(),
    locationHi: z.string(),
    course_type: z.string().nullable(),
    course_typeHi: z.string(),
    /** 1 domestic, 2 international, 3 academic: the dashboard's list follows the stored user type (spec 1 §4). */
    program_type_id: z.number().int().nullable(),
  }),
  certificate_pdf: z.string().nullable(),
  certificate_pdf_info: ZFileFactsOrNull,
  certificate_jpg: z.string().nullable(),
  certificate_jpg_info: ZFileFactsOrNull,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationListResponse = z.object({ success: z.literal(true), data: z.array(ZApplication) });
export type TApplicationListResponse = z.infer<typeof ZApplicationListResponse>;
