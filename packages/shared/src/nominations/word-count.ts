import { REASONS_ADVISORY_WORDS } from '../limits';

/** Words in a text: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The live count under 'Reasons for applying' (advisory limit, spec 2 §5: not enforced). */
export function describeWordCount(words: number, limit: number = REASONS_ADVISORY_WORDS): string {
  const counted = `${words} of ${limit} words`;
  return words > limit ? `${counted}: please keep it to ${limit} words or fewer.` : counted;
}
