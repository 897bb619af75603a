import { REASONS_ADVISORY_WORDS } from '@iiidem/shared/limits';
import { Trans } from '@lingui/react/macro';

/**
 * The live count under 'Reasons for applying' (spec 2 §5: advisory, not enforced), the words of the shared
 * describeWordCount in the page's language.
 */
export function WordCount({ words, limit = REASONS_ADVISORY_WORDS }: { words: number; limit?: number }) {
  if (words > limit) {
    return (
      <Trans>
        {words} of {limit} words: please keep it to {limit} words or fewer.
      </Trans>
    );
  }
  return (
    <Trans>
      {words} of {limit} words
    </Trans>
  );
}
