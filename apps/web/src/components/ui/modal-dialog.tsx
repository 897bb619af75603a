import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react';
import './modal-dialog.css';

type ModalDialogProps = {
  open: boolean;
  /** Called on Escape, on a click on the backdrop (when `closeOnBackdropClick`) and on the browser's cancel. */
  onClose: () => void;
  /** id of the element naming the dialog. */
  labelledBy: string;
  describedBy?: string;
  id?: string;
  className?: string;
  /** Receives focus on open; otherwise the first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog>: the browser makes the rest of the page inert and keeps it in the top layer.
 * Escape handling and initial focus are done here as well so they behave the same in every engine.
 * The caller returns focus to its trigger when `onClose` runs.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  id,
  className,
  initialFocusRef,
  closeOnBackdropClick = false,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.scrollTop = 0;
      const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
      target.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // Unmounting an open dialog: close it first so the browser leaves the top layer cleanly.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // Nested dialogs (a leave-site confirmation inside the menu) must not close their parent too.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      <div className="modal-dialog__content">{children}</div>
    </dialog>
  );
}
