import type { TextSize } from '@iiidem/shared/display';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { setHighContrast, setTextSize, useDisplayPreferences } from '../../lib/display-preferences';

/**
 * The top bar's display controls (issue 16, GIGW 3.0): text size A-, A, A+ and a high-contrast theme, each a
 * button that shows whether it is on (aria-pressed) and remembered for the next pages and visits. A size button's
 * name starts with what it shows ("A+ Larger text"), so a voice command naming the visible label works.
 */
export function DisplayControls() {
  const display = useDisplayPreferences();

  const sizes: { size: TextSize; label: string; name: ReactNode }[] = [
    { size: 'small', label: 'A-', name: <Trans>Smaller text</Trans> },
    { size: 'normal', label: 'A', name: <Trans>Normal text size</Trans> },
    { size: 'large', label: 'A+', name: <Trans>Larger text</Trans> },
  ];

  return (
    <div className="display-controls">
      <fieldset className="display-controls__sizes">
        <legend className="visually-hidden">
          <Trans>Text size</Trans>
        </legend>
        {sizes.map(({ size, label, name }) => (
          <button
            key={size}
            type="button"
            className={`display-controls__button display-controls__size--${size}`}
            aria-pressed={display.textSize === size}
            onClick={() => setTextSize(size)}
          >
            {label}
            <span className="visually-hidden"> {name}</span>
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className="display-controls__button display-controls__contrast"
        aria-pressed={display.highContrast}
        onClick={() => setHighContrast(!display.highContrast)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 1a7 7 0 0 1 0 14z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">
          <Trans>High contrast</Trans>
        </span>
      </button>
    </div>
  );
}
