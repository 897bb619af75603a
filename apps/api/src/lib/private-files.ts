import { createHmac, randomBytes } from 'node:crypto';
import { MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import sharp from 'sharp';
import type { FileStore } from './files/file-store';
import { HttpError } from './http-error';
import { hexDigestsEqual } from './tokens';

/**
 * Private files (security guide, uploads): nomination photos, passport images, profile photos, certificates.
 * They are kept in the file store (lib/files/) as 'private', which no public route serves, each under a random
 * name inside its owner's folder:
 *   <area>/u<owner id>/<32 hex>.<jpg|png|pdf>      e.g. nominations/u12/3f9c...e1.jpg
 * The key (that path) is what the database stores. Only the owner and staff may read a file, through
 * GET /api/private-files/<key> with their bearer token or a short-lived address signed for their session.
 */

export const PRIVATE_FILE_EXTENSIONS = ['jpg', 'png', 'pdf'] as const;
export type PrivateFileExtension = (typeof PRIVATE_FILE_EXTENSIONS)[number];

const KEY_PATTERN = /^([a-z][a-z0-9-]{0,30})\/u([1-9]\d{0,9})\/([0-9a-f]{32})\.(jpg|png|pdf)$/;

export const PRIVATE_FILE_CONTENT_TYPES: Record<PrivateFileExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Largest width or height of an uploaded image, in pixels (decoding bigger ones costs too much memory). */
export const IMAGE_MAX_DIMENSION = 6000;

/** A new random key for a file of `ownerId` in `area`. */
export function newPrivateFileKey(area: string, ownerId: number, extension: PrivateFileExtension): string {
  const key = `${area}/u${ownerId}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new RangeError(`Not a private file key: ${key}`);
  return key;
}

export type ParsedPrivateFileKey = { area: string; ownerId: number; extension: PrivateFileExtension };

/** The parts of a well-formed key; undefined for anything else (so no path can leave the folder). */
export function parsePrivateFileKey(key: string): ParsedPrivateFileKey | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { area: match[1] as string, ownerId: Number(match[2]), extension: match[4] as PrivateFileExtension };
}

/** The private side of the file store, as the operations that keep private files use it; tests wrap it to fail. */
export type PrivateFileStore = {
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the files, ignoring ones that are already gone. */
  remove(keys: readonly string[]): Promise<void>;
};

export function privateFilesOf(files: FileStore): PrivateFileStore {
  return {
    async write(key, data) {
      if (!parsePrivateFileKey(key)) throw new RangeError(`Not a private file key: ${key}`);
      await files.write('private', key, data);
    },
    async read(key) {
      return (await files.read('private', key))?.data;
    },
    async remove(keys) {
      await files.remove('private', keys);
    },
  };
}

/** What an uploaded image is, judged by its first bytes (never by its name or declared type). */
export function sniffImageType(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

export type ReencodedImage = { data: Buffer; extension: 'jpg' | 'png' };

/** A rejected upload, reported under the form field that carried it. */
export function invalidUpload(field: string, message: string, statusCode = 400): HttpError {
  return new HttpError(statusCode, message, [{ path: field, msg: message }]);
}

export type ReencodeOptions = {
  /** The answers for a file that is not a decodable JPEG or PNG, and for one over IMAGE_MAX_DIMENSION. */
  messages?: { format: string; tooLarge: string };
  /** Stores the image as a JPEG (transparency on white) whose longer side is at most this many pixels. */
  jpegMaxSide?: number;
};

const DEFAULT_REENCODE_MESSAGES = {
  format: MESSAGES.fileFormatJpgPng,
  tooLarge: NOMINATION_MESSAGES.imageTooManyPixels,
};

/**
 * Checks that `bytes` are a JPEG or PNG that decodes, of at most 6000 by 6000 pixels, and re-encodes it in
 * its own format, or as a JPEG when `jpegMaxSide` is given (orientation applied; EXIF, comments and anything
 * appended dropped). Errors name `field`.
 */
export async function reencodeImage(
  bytes: Buffer,
  field: string,
  options: ReencodeOptions = {},
): Promise<ReencodedImage> {
  const messages = options.messages ?? DEFAULT_REENCODE_MESSAGES;
  const extension = sniffImageType(bytes);
  if (!extension) throw invalidUpload(field, messages.format);
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes).metadata());
  } catch {
    throw invalidUpload(field, messages.format);
  }
  if ((format === 'jpeg' ? 'jpg' : format) !== extension || !width || !height) {
    throw invalidUpload(field, messages.format);
  }
  if (width > IMAGE_MAX_DIMENSION || height > IMAGE_MAX_DIMENSION) {
    throw invalidUpload(field, messages.tooLarge);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION }).rotate();
    const side = options.jpegMaxSide;
    if (side) {
      const data = await image
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      return { data, extension: 'jpg' };
    }
    const data =
      extension === 'jpg' ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : await image.png().toBuffer();
    return { data, extension };
  } catch {
    throw invalidUpload(field, messages.format);
  }
}

/** How long a signed address of a private file works. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** The API path of a private file (relative to the site). */
export function privateFilePath(key: string): string {
  return `/api/private-files/${key}`;
}

/** The secret that signs private-file links (FILE_LINK_SECRET or the one generated under DATA_DIR). */
const MIN_SECRET_LENGTH = 32;

export type SignedFileLink = { session: number; expires: number; signature: string };

/** Makes and checks signed private-file links; the secret stays inside it and is never logged or stored. */
export type FileLinkSigner = {
  /**
   * A short-lived address of a private file for a page that cannot send a bearer header (a link opening in a
   * new tab), bound to the session it was made for: it works until `ttlSeconds` pass, and only while that
   * session lives (the route checks the session).
   */
  sign(key: string, session: { id: number }, now: Date, ttlSeconds?: number): string;
  /** True when `signed` was made by `sign` for this key and session with this secret and has not expired. */
  isValid(key: string, signed: SignedFileLink, now: Date): boolean;
};

export function createFileLinkSigner(secret: string): FileLinkSigner {
  if (secret.length < MIN_SECRET_LENGTH) throw new RangeError('The file link secret is too short');
  const signature = (key: string, sessionId: number, expires: number) =>
    createHmac('sha256', secret).update(`private-file\n${sessionId}\n${key}\n${expires}`).digest('hex');
  return {
    sign(key, session, now, ttlSeconds = SIGNED_URL_TTL_SECONDS) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        session: String(session.id),
        expires: String(expires),
        signature: signature(key, session.id, expires),
      });
      return `${privateFilePath(key)}?${query}`;
    },
    isValid(key, signed, now) {
      if (signed.expires < Math.floor(now.getTime() / 1000)) return false;
      return hexDigestsEqual(signature(key, signed.session, signed.expires), signed.signature);
    },
  };
}
