import { type RefObject, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button';
import { Modal } from './modal';

export interface LeaveGuardText {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

export const LEAVE_GUARD_TEXT: LeaveGuardText = {
  title: 'Leave without saving?',
  body: 'You have changes that are not saved. If you leave now, they are lost.',
  stay: 'Stay and keep editing',
  leave: 'Leave without saving',
};

/**
 * Asks before leaving an editor with unsaved edits: another page of the app through the router's
 * blocker, a reload or closing the tab through the browser's own prompt. `pass` lets the editor's own
 * navigations through (set it to true just before navigating). Focus starts on the safe choice.
 */
export function LeaveGuard({
  dirty,
  pass,
  text = LEAVE_GUARD_TEXT,
}: {
  dirty: boolean;
  pass?: RefObject<boolean>;
  text?: LeaveGuardText;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !pass?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={text.title}
      onClose={() => blocker.reset?.()}
      initialFocus={stayRef}
      footer={
        <>
          <Button ref={stayRef} onClick={() => blocker.reset?.()}>
            {text.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {text.leave}
          </Button>
        </>
      }
    >
      <p>{text.body}</p>
    </Modal>
  );
}
