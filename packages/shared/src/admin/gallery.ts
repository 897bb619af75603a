import { z } from 'zod';
import { ZImageVariant } from '../gallery/api';
import { ALLOWED_IMAGE_TYPES } from '../limits';
import { hindiText } from './content-crud';
import { ADMIN_UPLOAD_MAX_BYTES } from './limits';

/**
 * Back office: banner and gallery photos, gallery videos. The schemas here are used by the API routes
 * and by the back-office forms (react-hook-form), so both sides accept and reject the same values.
 */

export const ADMIN_GALLERY_MESSAGES = {
  titleRequired: 'Please enter a title.',
  titleTooLong: 'The title must be 200 characters or fewer.',
  photoCategory: 'Please choose Banner or Gallery.',
  sortOrder: 'Please enter a whole number from 0 to 1000000.',
  published: 'Published must be true or false.',
  photoRequired: 'Please choose a photo (JPG or PNG).',
  youtubeUrl: 'Please enter a YouTube address (watch, share or embed link).',
  videoCategory: 'Please choose a video category.',
  storedPhotoUnreadable: 'The stored photo could not be read. Please upload it again.',
} as const;

export const ADMIN_TITLE_MAX_LENGTH = 200;
export const SORT_ORDER_MAX = 1_000_000;

/** A title: trimmed, 1 to 200 characters. */
export const adminTitleField = () =>
  z
    .string({ error: ADMIN_GALLERY_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: ADMIN_GALLERY_MESSAGES.titleRequired })
    .max(ADMIN_TITLE_MAX_LENGTH, { error: ADMIN_GALLERY_MESSAGES.titleTooLong });

/** A display position as a JSON number: a whole number from 0 (first) to SORT_ORDER_MAX. */
export const sortOrderNumber = () =>
  z
    .number({ error: ADMIN_GALLERY_MESSAGES.sortOrder })
    .int({ error: ADMIN_GALLERY_MESSAGES.sortOrder })
    .min(0, { error: ADMIN_GALLERY_MESSAGES.sortOrder })
    .max(SORT_ORDER_MAX, { error: ADMIN_GALLERY_MESSAGES.sortOrder });

/** A display position written in a form field (multipart text): digits only, 0 to SORT_ORDER_MAX. */
export const sortOrderText = () =>
  z
    .string({ error: ADMIN_GALLERY_MESSAGES.sortOrder })
    .trim()
    .regex(/^\d{1,7}$/, { error: ADMIN_GALLERY_MESSAGES.sortOrder })
    .transform(Number)
    .pipe(sortOrderNumber());

/** 'true' or 'false' in a multipart text field. */
export const booleanText = () =>
  z.enum(['true', 'false'], { error: ADMIN_GALLERY_MESSAGES.published }).transform((value) => value === 'true');

/** Escapes the five HTML-special characters (video addresses are stored HTML-escaped, as the spec says they arrive). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Undoes escapeHtml (and the usual numeric escapes), so an already-stored address is read back as typed. */
export function unescapeHtml(value: string): string {
  return value
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_m, digits: string) => String.fromCodePoint(Number(digits)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The 11-character video id of a YouTube watch, share (youtu.be), shorts, live or embed address; null otherwise. */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(unescapeHtml(address.trim()));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  } else if (NOCOOKIE_HOSTS.has(host) && segments[0] === 'embed' && segments.length === 2) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The stored form of a gallery or training video: the privacy-enhanced embed address, HTML-escaped
 * (e.g. 'https://www.youtube-nocookie.com/embed/ID?rel=0&amp;modestbranding=1'); null for anything
 * that is not a YouTube video address.
 */
export function storedYoutubeEmbed(address: string): string | null {
  const id = youtubeVideoId(address);
  return id ? escapeHtml(`https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`) : null;
}

/** A YouTube address (watch, share or embed) in, the stored embed address out. */
export const youtubeAddressField = () =>
  z
    .string({ error: ADMIN_GALLERY_MESSAGES.youtubeUrl })
    .trim()
    .max(2000, { error: ADMIN_GALLERY_MESSAGES.youtubeUrl })
    .transform((value, ctx) => {
      const stored = storedYoutubeEmbed(value);
      if (stored) return stored;
      ctx.addIssue({ code: 'custom', message: ADMIN_GALLERY_MESSAGES.youtubeUrl });
      return z.NEVER;
    });

/** Why a chosen image file cannot be uploaded (type or size), or null; the server judges the bytes again. */
export function adminImageFileIssue(file: { type: string; size: number }): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please upload a JPG or PNG image.';
  if (file.size > ADMIN_UPLOAD_MAX_BYTES) return 'The file must be 10 MB or less.';
  return null;
}

// ---------- Photos ----------

export const ADMIN_PHOTO_CATEGORIES = [
  { id: 1, label: 'Banner' },
  { id: 2, label: 'Gallery' },
] as const;

const photoCategoryText = () =>
  z.enum(['1', '2'], { error: ADMIN_GALLERY_MESSAGES.photoCategory }).transform((value) => Number(value) as 1 | 2);

/** The text fields of a photo upload or edit (multipart; the image travels beside them as `photo`). */
export const ZAdminPhotoFields = z.strictObject({
  title: adminTitleField(),
  titleHi: hindiText('title', ADMIN_TITLE_MAX_LENGTH),
  category_id: photoCategoryText(),
  sort_order: sortOrderText(),
  published: booleanText(),
});
export type TAdminPhotoFields = z.output<typeof ZAdminPhotoFields>;

/** The photo form (the published checkbox is a boolean; the file is checked with adminImageFileIssue). */
export const ZAdminPhotoForm = ZAdminPhotoFields.extend({ published: z.boolean() });
export type TAdminPhotoFormValues = z.input<typeof ZAdminPhotoForm>;

/** `?category_id=` of the back-office photo list: 1 banner, 2 gallery. */
export const ZAdminPhotoQuery = z.strictObject({ category_id: photoCategoryText() });

/** A photo as the back office lists it (published or not), with its stored sizes. */
export const ZAdminPhoto = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  photo_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sort_order: z.number().int(),
  published: z.boolean(),
  variants: z.array(ZImageVariant),
});
export type TAdminPhoto = z.infer<typeof ZAdminPhoto>;

export const ZAdminPhotoAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminPhoto,
});
export const ZAdminPhotoListAnswer = z.object({ success: z.literal(true), data: z.array(ZAdminPhoto) });

// ---------- Videos ----------

/** A gallery video (JSON body of create and edit, and the video form). */
export const ZAdminVideoBody = z.strictObject({
  title: adminTitleField(),
  titleHi: hindiText('title', ADMIN_TITLE_MAX_LENGTH),
  youtube_url: youtubeAddressField(),
  category_id: z
    .number({ error: ADMIN_GALLERY_MESSAGES.videoCategory })
    .int({ error: ADMIN_GALLERY_MESSAGES.videoCategory })
    .min(1, { error: ADMIN_GALLERY_MESSAGES.videoCategory })
    .max(2_147_483_647, { error: ADMIN_GALLERY_MESSAGES.videoCategory }),
  sort_order: sortOrderNumber(),
  published: z.boolean({ error: ADMIN_GALLERY_MESSAGES.published }),
});
export type TAdminVideoBody = z.output<typeof ZAdminVideoBody>;
export type TAdminVideoFormValues = z.input<typeof ZAdminVideoBody>;

/** `?category_id=` of the back-office video list (1 gallery). */
export const ZAdminVideoQuery = z.strictObject({
  category_id: z
    .string({ error: ADMIN_GALLERY_MESSAGES.videoCategory })
    .regex(/^\d{1,10}$/, { error: ADMIN_GALLERY_MESSAGES.videoCategory })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: ADMIN_GALLERY_MESSAGES.videoCategory }).max(2_147_483_647)),
});

export const ZAdminVideo = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  youtube_url: z.string(),
  sort_order: z.number().int(),
  published: z.boolean(),
});
export type TAdminVideo = z.infer<typeof ZAdminVideo>;

export const ZAdminVideoAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminVideo,
});
export const ZAdminVideoListAnswer = z.object({ success: z.literal(true), data: z.array(ZAdminVideo) });

/** The answer to a delete. */
export const ZAdminDeleted = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
