import { z } from 'zod';
import { TRAINING_FILE_TYPES } from '../constants';
import { hindiText } from './content-crud';
import { escapeHtml, sortOrderNumber, sortOrderText, storedYoutubeEmbed, unescapeHtml } from './gallery';
import { ADMIN_UPLOAD_MAX_BYTES } from './limits';

/**
 * Back office: domestic trainings, their sessions and each session's files (PDF, IMG, VIDEO, URL).
 * Used by the API routes and the back-office forms alike.
 */

export const ADMIN_TRAINING_MESSAGES = {
  nameRequired: 'Please enter the training name.',
  nameTooLong: 'The training name must be 300 characters or fewer.',
  codeRequired: 'Please enter the training code.',
  codeFormat: 'The code may hold letters, digits, spaces and . _ / - (at most 30 characters).',
  codeTaken: 'Another training already has this code.',
  overviewTooLong: 'The overview must be 20000 characters or fewer.',
  published: 'Published must be true or false.',
  sessionNameRequired: 'Please enter the session name.',
  sessionNameTooLong: 'The session name must be 300 characters or fewer.',
  sessionDescTooLong: 'The description must be 5000 characters or fewer.',
  fileType: 'Please choose PDF, IMG, VIDEO or URL.',
  fileTitleRequired: 'Please enter a title.',
  fileTitleTooLong: 'The title must be 300 characters or fewer.',
  videoAddress: 'Please enter a YouTube address (watch, share or embed link).',
  linkAddress: 'Please enter a web address starting with http:// or https://.',
  noAddressForFile: 'A PDF or image is uploaded as a file, not an address.',
  fileRequired: 'Please choose the file to upload.',
  pdfFile: 'Please upload a PDF file.',
  imageFile: 'Please upload a JPG or PNG image.',
  fileTooLarge: 'The file must be 10 MB or less.',
} as const;

const M = ADMIN_TRAINING_MESSAGES;

const text = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(min, { error: required }).max(max, { error: tooLong });

/** Optional long text: '' or null is stored as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .max(max, { error: tooLong })
    .nullable()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null));

/** A training (JSON body of create and edit, and the training form). The code is stored upper-case. */
export const ZAdminTrainingBody = z.strictObject({
  training_name: text(1, 300, M.nameRequired, M.nameTooLong),
  training_nameHi: hindiText('training name', 300),
  training_code: z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, { error: M.codeRequired })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,29}$/, { error: M.codeFormat })
    .transform((value) => value.toUpperCase()),
  overview: optionalText(20_000, M.overviewTooLong),
  overviewHi: hindiText('overview', 20_000),
  published: z.boolean({ error: M.published }),
});
export type TAdminTrainingBody = z.output<typeof ZAdminTrainingBody>;
export type TAdminTrainingFormValues = z.input<typeof ZAdminTrainingBody>;

/** A session of a training (JSON body and form). */
export const ZAdminSessionBody = z.strictObject({
  session_name: text(1, 300, M.sessionNameRequired, M.sessionNameTooLong),
  session_nameHi: hindiText('session name', 300),
  session_desc: optionalText(5000, M.sessionDescTooLong),
  session_descHi: hindiText('description', 5000),
  sort_order: sortOrderNumber(),
});
export type TAdminSessionBody = z.output<typeof ZAdminSessionBody>;
export type TAdminSessionFormValues = z.input<typeof ZAdminSessionBody>;

/** The stored form of a URL file: an http(s) address, HTML-escaped like video addresses; null when not one. */
export function storedLinkAddress(address: string): string | null {
  let url: URL;
  try {
    url = new URL(unescapeHtml(address.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return escapeHtml(url.href);
}

/**
 * The text fields of a session file (multipart; a PDF or IMG travels beside them as `file`), also the
 * file form's schema. `address` is the YouTube address of a VIDEO or the link of a URL; the output holds
 * it in its stored form (HTML-escaped embed address or link), null for PDF and IMG.
 */
export const ZAdminTrainingFileFields = z
  .strictObject({
    file_type: z.enum(TRAINING_FILE_TYPES, { error: M.fileType }),
    file_title_name: text(1, 300, M.fileTitleRequired, M.fileTitleTooLong),
    file_title_nameHi: hindiText('title', 300),
    sort_order: sortOrderText(),
    address: z.string().trim().max(2000, { error: M.linkAddress }).optional(),
  })
  .transform((value, ctx) => {
    const { address, ...rest } = value;
    const given = address ?? '';
    if (value.file_type === 'PDF' || value.file_type === 'IMG') {
      if (given !== '') ctx.addIssue({ code: 'custom', path: ['address'], message: M.noAddressForFile });
      return { ...rest, address: null };
    }
    const stored = value.file_type === 'VIDEO' ? storedYoutubeEmbed(given) : storedLinkAddress(given);
    if (!stored) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: value.file_type === 'VIDEO' ? M.videoAddress : M.linkAddress,
      });
      return z.NEVER;
    }
    return { ...rest, address: stored };
  });
export type TAdminTrainingFileFields = z.output<typeof ZAdminTrainingFileFields>;
export type TAdminTrainingFileFormValues = z.input<typeof ZAdminTrainingFileFields>;

/** True for file types that are uploaded (PDF, IMG) rather than given as an address (VIDEO, URL). */
export function isUploadedFileType(type: string): type is 'PDF' | 'IMG' {
  return type === 'PDF' || type === 'IMG';
}

/** Why a chosen session file cannot be uploaded (type or size), or null; the server judges the bytes again. */
export function trainingFileIssue(type: 'PDF' | 'IMG', file: { type: string; size: number }): string | null {
  if (type === 'PDF' && file.type !== 'application/pdf') return M.pdfFile;
  if (type === 'IMG' && file.type !== 'image/jpeg' && file.type !== 'image/png') return M.imageFile;
  if (file.size > ADMIN_UPLOAD_MAX_BYTES) return M.fileTooLarge;
  return null;
}

// ---------- Answers ----------

export const ZAdminTrainingFile = z.object({
  id: z.number().int(),
  file_type: z.enum(TRAINING_FILE_TYPES),
  file_title_name: z.string(),
  file_title_nameHi: z.string(),
  pdf: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  video_url: z.string().nullable(),
  sort_order: z.number().int(),
});
export type TAdminTrainingFile = z.infer<typeof ZAdminTrainingFile>;

export const ZAdminTrainingSession = z.object({
  id: z.number().int(),
  session_name: z.string(),
  session_nameHi: z.string(),
  session_desc: z.string().nullable(),
  session_descHi: z.string(),
  sort_order: z.number().int(),
  files: z.array(ZAdminTrainingFile),
});
export type TAdminTrainingSession = z.infer<typeof ZAdminTrainingSession>;

export const ZAdminTrainingListItem = z.object({
  id: z.number().int(),
  training_name: z.string(),
  training_nameHi: z.string(),
  training_code: z.string(),
  published: z.boolean(),
  session_count: z.number().int(),
});
export type TAdminTrainingListItem = z.infer<typeof ZAdminTrainingListItem>;

export const ZAdminTraining = z.object({
  id: z.number().int(),
  training_name: z.string(),
  training_nameHi: z.string(),
  training_code: z.string(),
  overview: z.string().nullable(),
  overviewHi: z.string(),
  published: z.boolean(),
  sessions: z.array(ZAdminTrainingSession),
});
export type TAdminTraining = z.infer<typeof ZAdminTraining>;

const answer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const ZAdminTrainingListAnswer = answer(z.array(ZAdminTrainingListItem));
export const ZAdminTrainingAnswer = answer(ZAdminTraining);
export const ZAdminTrainingSessionAnswer = answer(ZAdminTrainingSession.omit({ files: true }));
export const ZAdminTrainingFileAnswer = answer(ZAdminTrainingFile);
