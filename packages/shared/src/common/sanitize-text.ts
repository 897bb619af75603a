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

/**
 * What a name field loses to the spec's sanitiser, each character once, so the form can say so instead of
 * changing what was typed silently (product decision: nothing is deleted without saying so).
 */
export function removedCharacters(before: string, after: string): string {
  const kept = new Set(after);
  const removed = new Set([...before].filter((character) => !kept.has(character) && character.trim() !== ''));
  return [...removed].join(' ');
}

/**
 * Addresses and free text (product decision, issue 16): letters, digits, spaces, line breaks and ordinary
 * punctuation. Nothing is taken out as it is typed; the schema refuses anything else with a message.
 */
export const FREE_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} \r\n\t@._/+\-,'’()";:#&?!%]*$/u;

export function isFreeText(value: string): boolean {
  return FREE_TEXT_PATTERN.test(value);
}
