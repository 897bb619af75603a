import fastifyMultipart from '@fastify/multipart';
import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertTextFields } from '../../plugins/input-text';
import { fieldErrorsOf } from '../field-errors';
import { storeNewPublicFile } from '../files/public-files';
import { HttpError } from '../http-error';
import { invalidUpload, reencodeImage } from '../private-files';

/**
 * Back-office uploads: multipart forms with text fields and a few files (PDF documents, photos,
 * certificates), read while streaming with a 10 MB cap per file, checked by their first bytes, images
 * re-encoded; public ones stored under random names in the file store (lib/files/public-files.ts: /files/<area>/...).
 *
 *   const upload = await readAdminUpload(request, ['pdf']);
 *   const fields = parseAdminFields(ZVacancyFields, upload.fields);
 *   assertPdf(upload.files.pdf, 'pdf');
 *   const url = await storeNewPublicFile(app.files, 'vacancies', 'pdf', upload.files.pdf);
 */

const MULTIPART_LIMITS = {
  fileSize: ADMIN_UPLOAD_MAX_BYTES,
  files: 4,
  fields: 60,
  fieldSize: 65_536,
  parts: 64,
  headerPairs: 100,
};

/** Registers multipart parsing in the calling plugin's context (call once per plugin with upload routes). */
export async function registerAdminMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

export type AdminUpload = { fields: Record<string, string>; files: Record<string, Buffer> };

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** Reads a multipart form: each text field once, files only under `fileFields` (an empty file input = not sent). */
export async function readAdminUpload(request: FastifyRequest, fileFields: readonly string[]): Promise<AdminUpload> {
  if (!request.isMultipart()) throw new HttpError(415, ADMIN_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const seen = new Set<string>();
  let current = '';
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      current = name;
      if (seen.has(name)) throw invalidUpload(name, ADMIN_MESSAGES.duplicateField);
      seen.add(name);
      if (part.type === 'file') {
        if (!fileFields.includes(name)) {
          await part.toBuffer().catch(() => undefined);
          throw invalidUpload(name, ADMIN_MESSAGES.unexpectedFile);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        files[name] = bytes;
      } else {
        if (part.valueTruncated) throw invalidUpload(name, API_ERRORS.payloadTooLarge, 413);
        fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw invalidUpload(current, ADMIN_MESSAGES.fileTooLarge, 413);
    if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) {
      throw new HttpError(413, API_ERRORS.payloadTooLarge);
    }
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw new HttpError(415, ADMIN_MESSAGES.notMultipart);
    throw error;
  }
  // The text rule every JSON, query and path value gets from plugins/input-text.
  assertTextFields(fields);
  return { fields, files };
}

/** Parses the text fields of an upload with a zod schema; 400 with one error per field otherwise. */
export function parseAdminFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new HttpError(400, API_ERRORS.validation, fieldErrorsOf(result.error));
  return result.data;
}

/** True when the bytes start like a PDF document. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Throws 400 under `field` unless the bytes are a PDF. */
export function assertPdf(bytes: Buffer, field: string): void {
  if (!isPdf(bytes)) throw invalidUpload(field, ADMIN_MESSAGES.pdfOnly);
}

/** Checks and re-encodes an uploaded image (JPEG or PNG, at most 6000 px a side) as a JPEG; 400 under `field`. */
export async function reencodeAdminImage(bytes: Buffer, field: string, maxSide = 2400): Promise<Buffer> {
  const image = await reencodeImage(bytes, field, {
    messages: { format: ADMIN_MESSAGES.imageOnly, tooLarge: ADMIN_MESSAGES.imageTooManyPixels },
    jpegMaxSide: maxSide,
  });
  return image.data;
}

/**
 * Reads a back-office form with one optional PDF: parses its text fields with `schema`, lets `check` refuse the
 * form (e.g. a PDF that is required) before anything is stored, then stores the PDF under /files/<area>/.
 * Answers the fields and the stored PDF's public path (null without one).
 */
export async function readPdfForm<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  form: { schema: S; file: string; area: string; check?: (fields: z.output<S>, hasFile: boolean) => void },
): Promise<{ fields: z.output<S>; written: string | null }> {
  const upload = await readAdminUpload(request, [form.file]);
  const fields = parseAdminFields(form.schema, upload.fields);
  const file = upload.files[form.file];
  form.check?.(fields, file !== undefined);
  if (file) assertPdf(file, form.file);
  const written = file ? await storeNewPublicFile(app.files, form.area, 'pdf', file) : null;
  return { fields, written };
}
