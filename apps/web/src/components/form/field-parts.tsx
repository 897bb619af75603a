import { Trans } from '@lingui/react/macro';
import { translateSharedText } from '../../lib/i18n/form-texts';

/** The pieces every field is built from: the required mark, the error line and the aria-describedby list. */

/** `${id}-hint` and `${id}-error` when there is a hint and an error, or undefined when there is neither. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The * after a required field's label (screen readers hear aria-required instead). */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * A field's error under its control, with id `${id}-error`; nothing when there is no message. The shared schemas'
 * and the server's English messages show in the page's language.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="form-field__error">
      <span className="visually-hidden">
        <Trans>Error:</Trans>{' '}
      </span>
      {translateSharedText(message)}
    </p>
  );
}
