import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { translateSharedText } from '../../lib/i18n/form-texts';
import './error-summary.css';

export type SummaryError = { id: string; label: string; message: string };

type ErrorSummaryProps = {
  errors: readonly SummaryError[];
  /** Counts the submit attempts: each new attempt that leaves errors moves focus to the summary. */
  attempt?: number;
};

/**
 * While errors show, the page title starts with "Error: " (GOV.UK), so a screen reader user hears it at once.
 * The prefix is taken off again when the errors are gone or the summary leaves the page.
 */
function useErrorTitle(active: boolean) {
  const { t } = useLingui();
  const prefix = `${t`Error:`} `;
  useEffect(() => {
    if (!active) return;
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [active, prefix]);
}

/**
 * The list of a form's errors at its top, each linking to (and focusing) its field: the GOV.UK pattern. After a
 * submit attempt that leaves errors, the summary takes focus, so keyboard and screen reader users start there.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useLingui();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const shown = errors.length > 0;
  useErrorTitle(shown);

  // Only a new attempt moves focus; errors changing while the visitor types must not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is read, deliberately not a trigger.
  useEffect(() => {
    if (attempt && shown) section.current?.focus();
  }, [attempt]);

  if (!shown) return null;
  return (
    <section ref={section} className="error-summary" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary__title">
        {t`There is a problem`}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
            >
              {error.label}: {translateSharedText(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
