import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { translateSharedText } from '../../lib/i18n/form-texts';
import './alert-dialog.css';

export type AlertKind = 'success' | 'warning' | 'error' | 'info';

export type AlertOptions = {
  kind: AlertKind;
  /**
   * The spec's alert title: 'Success', 'Warning', 'Error', 'Info', 'Verified', 'Limit Reached'. Title, text and
   * button may be the shared English texts: the dialog shows them in the page's language.
   */
  title: string;
  text: string;
  /** The button that closes it (default OK). */
  confirmLabel?: string;
};

const ICONS: Record<AlertKind, string> = { success: '✓', warning: '!', error: '×', info: 'i' };

/**
 * The account screens' alerts (spec 1 §8: 'Success', 'Warning', 'Error', 'Info' popups): a modal dialog
 * with a title, a text and one button. `showAlert` resolves when the visitor closes it, so a flow can
 * continue "on OK". Focus goes to the button, then back to where it was.
 */
export function useAlertDialog(): { alertElement: ReactNode; showAlert: (options: AlertOptions) => Promise<void> } {
  const { t } = useLingui();
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  const showAlert = useCallback((options: AlertOptions) => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    resolveRef.current?.();
    setCurrent(options);
    return new Promise<void>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const close = useCallback(() => {
    setCurrent(null);
    const target = returnFocusRef.current;
    if (target?.isConnected) target.focus();
    const resolve = resolveRef.current;
    resolveRef.current = null;
    resolve?.();
  }, []);

  const alertElement = (
    <ModalDialog
      open={current !== null}
      onClose={close}
      labelledBy={titleId}
      describedBy={textId}
      className={`alert-dialog alert-dialog--${current?.kind ?? 'info'}`}
      initialFocusRef={buttonRef}
    >
      {current && (
        <div className="alert-dialog__body">
          <span className="alert-dialog__icon" aria-hidden="true">
            {ICONS[current.kind]}
          </span>
          <h2 id={titleId} className="alert-dialog__title">
            {translateSharedText(current.title)}
          </h2>
          <p id={textId} className="alert-dialog__text">
            {translateSharedText(current.text)}
          </p>
          <button ref={buttonRef} type="button" className="button" onClick={close}>
            {current.confirmLabel ? translateSharedText(current.confirmLabel) : t`OK`}
          </button>
        </div>
      )}
    </ModalDialog>
  );

  return { alertElement, showAlert };
}
