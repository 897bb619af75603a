import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random value (base64url); 32 bytes = 256 bits unless told otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex: how tokens, codes and captcha answers are kept in the database. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** `length` decimal digits from the secure random generator (leading zeros kept). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index++) digits += String(randomInt(0, 10));
  return digits;
}

/** `length` characters of `alphabet`, each drawn with the secure random generator. */
export function randomString(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += alphabet[randomInt(0, alphabet.length)];
  return text;
}

/** Compares two hex digests in constant time (false when their lengths differ). */
export function hexDigestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
