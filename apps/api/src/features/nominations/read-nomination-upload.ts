import type { ApiFieldError } from '@iiidem/shared/api-error';
import { MAX_UPLOAD_BYTES } from '@iiidem/shared/limits';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { invalidUpload, sniffImageType } from '../../lib/private-files';
import { assertTextFields } from '../../plugins/input-text';

/** Multipart limits of the nomination routes (the per-file limit is the spec's 2 MB). */
export const NOMINATION_MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 120,
  /** Bytes per text value: the longest field takes 3,000 characters, up to 4 bytes each. */
  fieldSize: 16_384,
  parts: 122,
  headerPairs: 100,
};

export type NominationUpload = { fields: Record<string, string>; files: Record<string, Buffer> };

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Reads a multipart nomination while it streams in: text fields once each, files only under `fileFields`,
 * each at most 2 MB (a larger file stops the upload with 413 and nothing is kept). A file input left empty
 * (no name, no bytes) counts as not sent.
 */
export async function readNominationUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<NominationUpload> {
  if (!request.isMultipart()) throw new HttpError(415, NOMINATION_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (seen.has(name))
        throw new HttpError(400, API_ERRORS.validation, [{ path: name, msg: NOMINATION_MESSAGES.duplicateField }]);
      seen.add(name);
      if (part.type === 'file') {
        if (!fileFields.includes(name)) {
          await part.toBuffer().catch(() => undefined);
          throw invalidUpload(name, NOMINATION_MESSAGES.unexpectedFile);
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        files[name] = bytes;
      } else {
        if (part.valueTruncated) {
          throw new HttpError(400, API_ERRORS.validation, [{ path: name, msg: MESSAGES.inputTooLong(3000) }]);
        }
        fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      const field = fileFields.find((name) => seen.has(name) && !(name in files)) ?? fileFields[0] ?? 'file';
      throw invalidUpload(field, MESSAGES.fileSizeLessThan2mb, 413);
    }
    if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) {
      throw new HttpError(413, API_ERRORS.payloadTooLarge);
    }
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
      throw new HttpError(415, NOMINATION_MESSAGES.notMultipart);
    throw error;
  }
  // The text rule every JSON, query and path value gets from plugins/input-text.
  assertTextFields(fields);
  return { fields, files };
}

/** The format check of each uploaded file by its first bytes (spec texts), before anything is decoded. */
export function fileFormatErrors(files: Record<string, Buffer>): ApiFieldError[] {
  return Object.entries(files)
    .filter(([, bytes]) => !sniffImageType(bytes))
    .map(([path]) => ({ path, msg: MESSAGES.fileFormatJpgPng }));
}
