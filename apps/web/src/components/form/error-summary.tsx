import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { translateSharedText } from '../../lib/i18n/form-texts';
import './error-summary.css';

export type SummaryError = { id: string; label: string; message: string };

type ErrorSummaryProps = { errors: readonly SummaryError[] };

/** The list of a form's errors at its top, each linking to (and focusing) its field: the GOV.UK pattern. */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <section className="error-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        <Trans>There is a problem</Trans>
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
