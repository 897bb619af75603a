import { removedCharacters, sanitizeText } from '@iiidem/shared/common/sanitize-text';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * The spec's sanitiser on a name as it is typed (spec 1 §5), saying what it took out instead of deleting it
 * silently (product decision). `sanitise` cleans the control's value in place; `notice` is the sentence to show.
 */
export function useNameSanitiser() {
  const { t } = useLingui();
  const [removed, setRemoved] = useState('');
  const sanitise = (control: { value: string }) => {
    const typed = control.value;
    const clean = sanitizeText(typed);
    if (clean === typed) return;
    control.value = clean;
    // Typed one key at a time, each removal is one character: the notice keeps them all, so it does not vanish
    // at the next key before it could be read.
    const now = removedCharacters(typed, clean);
    if (now)
      setRemoved((earlier) => [...new Set([...earlier.split(' '), ...now.split(' ')])].filter(Boolean).join(' '));
  };
  const notice = removed
    ? t`Not kept: ${removed}. A name can contain only letters, digits, spaces and the characters @ . _ / + -.`
    : '';
  return { sanitise, notice };
}

/** The notice under a name field, announced politely when it appears. */
export function NameSanitiserNotice({ id, notice }: { id: string; notice: string }) {
  if (!notice) return null;
  return (
    <p id={id} className="form-field__hint" role="status">
      {notice}
    </p>
  );
}
