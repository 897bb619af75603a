import { useLingui } from '@lingui/react/macro';
import './loading-spinner.css';

/** A spinner announced to screen readers as 'Loading…' while a list loads (spec 1 §2 Lists by group). */
export function LoadingSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="loading-spinner" role="status">
      <span className="loading-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
