/** Spec 1 §5 text sanitiser: what a name or text field keeps as the visitor types. */
export function sanitizeText(value: string): string {
  return value
    .replace(/^\s+/, '')
    .replace(/[<>]/g, '')
    .replace(/https?:\/\//gi, '')
    .replace(/alert/gi, '')
    .replace(/www/gi, '')
    .replace(/[^\p{L}\p{M}\p{N} @._/+-]/gu, '');
}

/** Characters the sanitiser lets through; the server refuses anything else instead of silently changing it. */
export const SANITIZED_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} @._/+-]+$/u;

/** True when the spec's sanitiser would leave the (trimmed) value unchanged. */
export function isSanitized(value: string): boolean {
  return sanitizeText(value) === value;
}
