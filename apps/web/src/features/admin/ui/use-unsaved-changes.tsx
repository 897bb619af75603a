import { type ReactNode, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving a back-office form with unsaved changes asks first (issue 19): a link, Back or a typed address inside
 * the app opens "Leave this page?" (Stay has focus); a reload, a closed tab or another site gets the browser's own
 * question. `dirty` is true while there is something unsaved: pass `isDirty && !isSubmitting` so that a form that
 * moves on after saving is not stopped. Render the returned element anywhere in the form.
 */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return <LeavePrompt dirty={dirty} />;
}

function LeavePrompt({ dirty }: { dirty: boolean }) {
  // useBlocker needs the app's data router; a form rendered on its own (a component test) has none to block.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockedNavigation dirty={dirty} /> : null;
}

function BlockedNavigation({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Saved (or undone) while the question was open: nothing is lost any more, so the navigation goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      title={blocker.state === 'blocked' ? 'Leave this page?' : null}
      detail="Your changes have not been saved. If you leave now, they will be lost."
      confirmLabel="Leave"
      busyLabel="Leaving…"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
