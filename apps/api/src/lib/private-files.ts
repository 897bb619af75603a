import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import sharp from 'sharp';
import { HttpError } from './http-error';
import { hexDigestsEqual } from './tokens';

/**
 * Private files (security guide, uploads): nomination photos, passport images, certificates. They live under
 * `<files>/private`, which no static route serves, each under a random name inside its owner's folder:
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

export function privateFilesRoot(filesDir: string): string {
  return path.join(filesDir, 'private');
}

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

/** Where files are written, read and removed; tests pass one that fails on purpose. */
export type PrivateFileStore = {
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the files, ignoring ones that are already gone. */
  remove(keys: readonly string[]): Promise<void>;
};

export function createPrivateFileStore(filesDir: string): PrivateFileStore {
  const root = privateFilesRoot(filesDir);
  const absolute = (key: string) => {
    if (!parsePrivateFileKey(key)) throw new RangeError(`Not a private file key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async write(key, data) {
      const target = absolute(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { flag: 'wx' });
    },
    async read(key) {
      if (!parsePrivateFileKey(key)) return undefined;
      try {
        return await readFile(absolute(key));
      } catch {
        return undefined;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(absolute(key), { force: true })));
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

function signature(key: string, expires: number, sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update(`${key}\n${expires}`).digest('hex');
}

/**
 * A short-lived address of a private file for a page that cannot send a bearer header (a link opening in
 * a new tab). It is signed with the session's stored token hash, a secret that never leaves the server and
 * is the same on every instance; the address dies with the session or after `ttlSeconds`.
 */
export function signPrivateFileUrl(
  key: string,
  session: { id: number; tokenHash: string },
  now: Date,
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const query = new URLSearchParams({
    session: String(session.id),
    expires: String(expires),
    signature: signature(key, expires, session.tokenHash),
  });
  return `${privateFilePath(key)}?${query}`;
}

/** True when `signed` was made by `signPrivateFileUrl` for this key and session and has not expired. */
export function isValidFileSignature(
  key: string,
  signed: { expires: number; signature: string },
  sessionTokenHash: string,
  now: Date,
): boolean {
  if (signed.expires < Math.floor(now.getTime() / 1000)) return false;
  return hexDigestsEqual(signature(key, signed.expires, sessionTokenHash), signed.signature);
}
