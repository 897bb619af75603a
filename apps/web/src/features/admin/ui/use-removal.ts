import { useRef, useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';

/**
 * The state of a "Remove …?" confirmation: `ask(target)` opens it (remembering the focused button),
 * `dialog` holds the DeleteConfirmation's busy / error / onConfirm / onCancel. On Remove, `remove(target)`
 * runs; once it succeeds the dialog closes and `removed(target)` follows (a notice, a reload). On Keep,
 * focus goes back to the button that asked.
 */
export function useRemoval<T>(
  remove: (target: T) => Promise<unknown>,
  removed: (target: T) => void | Promise<void>,
  failure = 'It could not be removed. Please try again.',
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  const ask = (next: T) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setError(null);
    setTarget(next);
  };

  const onConfirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      setTarget(null);
      await removed(target);
    } catch (caught) {
      setError(serverMessage(caught, failure));
    } finally {
      setBusy(false);
    }
  };

  const onCancel = () => {
    setTarget(null);
    if (trigger.current?.isConnected) trigger.current.focus();
  };

  return { target, ask, dialog: { busy, error, onConfirm, onCancel } };
}
