import { ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../limits';
import { MESSAGES } from '../messages';

/**
 * The image checker of spec 1 §5 and spec 2 §5: only image/png or image/jpeg, at most 2 MB (2,097,152 bytes).
 * The browser judges the chosen file by its declared type and size; the server judges the bytes again.
 */
export type ChosenFile = { type: string; size: number };

export type FileCheck = { ok: true; message: string } | { ok: false; message: string };

/** 'File format should be JPG or PNG', 'File size should be less than 2MB', or null when the file may be sent. */
export function imageFileIssue(file: ChosenFile): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.fileFormatJpgPng;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.fileSizeLessThan2mb;
  return null;
}

/**
 * The checker's report: its error text, or the spec's 'File uploaded successfully', which a form shows only once the
 * server has kept the file (apps/web/src/components/form/upload-status.tsx, issue 17).
 */
export function checkImageFile(file: ChosenFile): FileCheck {
  const issue = imageFileIssue(file);
  return issue ? { ok: false, message: issue } : { ok: true, message: MESSAGES.fileUploaded };
}
