import { API_ERRORS } from '../messages';

/**
 * Control characters other than tab, line feed and carriage return (NUL among them: PostgreSQL refuses it in
 * text and JSON), DEL, and UTF-16 surrogates that are not part of a pair (no character at all: JSON and
 * URLs can carry them, UTF-8 cannot). With the `u` flag a well-formed pair is one code point and never matches.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this rule.
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Surrogate}/u;

/**
 * The one text rule of every field the API accepts (JSON, query, path and multipart values alike), for the
 * web forms too: null when the text may be kept, else the message to show under the field.
 */
export function textProblem(value: string): string | null {
  return FORBIDDEN_CHARACTER.test(value) ? API_ERRORS.invalidCharacter : null;
}
