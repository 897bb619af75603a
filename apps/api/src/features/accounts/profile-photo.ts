import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_DIMENSION } from '@iiidem/shared/accounts/limits';
import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { MESSAGES } from '@iiidem/shared/messages';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../lib/http-error';

/**
 * Profile photos (security guide, uploads): judged by their first bytes, never by name or declared type;
 * re-encoded (which drops EXIF and anything appended); stored under a random name in the private files
 * folder, which is never served as a folder.
 */
const PHOTO_FOLDER = 'profile-photos';
/** Longest side of the stored photo; a profile picture never needs more. */
const STORED_MAX_SIDE = 800;

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

export function privateFilesDir(filesDir: string): string {
  return path.join(filesDir, 'private');
}

function invalidPhoto(message: string): HttpError {
  return new HttpError(400, message, [{ path: 'photo', msg: message }]);
}

/** Checks an upload is a JPEG or PNG of sane size and re-encodes it as a JPEG. */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  if (!isJpeg(bytes) && !isPng(bytes)) throw invalidPhoto(MESSAGES.onlyJpgPng);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw invalidPhoto(MESSAGES.onlyJpgPng);
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw invalidPhoto(MESSAGES.onlyJpgPng);
  if (!metadata.width || !metadata.height) throw invalidPhoto(MESSAGES.onlyJpgPng);
  if (metadata.width > PHOTO_MAX_DIMENSION || metadata.height > PHOTO_MAX_DIMENSION) {
    throw invalidPhoto(ACCOUNT_MESSAGES.photoDimensionsTooLarge);
  }
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_DIMENSION * PHOTO_MAX_DIMENSION })
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidPhoto(MESSAGES.onlyJpgPng);
  }
}

/** Writes a re-encoded photo under a new random name; returns its path relative to the private folder. */
export async function storePhoto(filesDir: string, jpeg: Buffer): Promise<string> {
  const relative = path.posix.join(PHOTO_FOLDER, `${randomBytes(16).toString('hex')}.jpg`);
  const absolute = path.join(privateFilesDir(filesDir), relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, jpeg, { flag: 'wx' });
  return relative;
}

/** The stored photo's absolute path, refusing anything that would leave the photo folder. */
function photoPath(filesDir: string, relative: string): string | undefined {
  if (!/^profile-photos\/[0-9a-f]{32}\.jpg$/.test(relative)) return undefined;
  return path.join(privateFilesDir(filesDir), relative);
}

export async function readPhoto(filesDir: string, relative: string): Promise<Buffer | undefined> {
  const absolute = photoPath(filesDir, relative);
  if (!absolute) return undefined;
  try {
    return await readFile(absolute);
  } catch {
    return undefined;
  }
}

export async function removePhoto(filesDir: string, relative: string | null | undefined): Promise<void> {
  const absolute = relative ? photoPath(filesDir, relative) : undefined;
  if (absolute) await rm(absolute, { force: true });
}
