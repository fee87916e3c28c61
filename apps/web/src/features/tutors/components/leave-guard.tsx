import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { TUTORS_UI } from '../text';

/**
 * Asks before leaving an editor with unsaved edits: another page of the app through the router's blocker
 * (as the course editor does), a reload or closing the tab through the browser's own prompt.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
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
      title={TUTORS_UI.leaveTitle}
      onClose={() => blocker.reset?.()}
      initialFocus={stayRef}
      footer={
        <>
          <Button ref={stayRef} onClick={() => blocker.reset?.()}>
            {TUTORS_UI.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {TUTORS_UI.leave}
          </Button>
        </>
      }
    >
      <p>{TUTORS_UI.leaveBody}</p>
    </Modal>
  );
}
