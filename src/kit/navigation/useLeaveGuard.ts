import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { setLeaveGuard, type LeaveGuard } from './leaveGuard';

/**
 * While `pending` is true, leaving the screen settles the pending work first with `settle` (the screen's own question): a route change (menu,
 * back button, link) waits for it and goes on or stays; log-out asks it too (confirmLeave); a reload or closing the tab gets the browser's
 * leave-page question (beforeunload).
 */
export function useLeaveGuard(pending: boolean, settle: LeaveGuard): void {
  const settleRef = useRef(settle);
  settleRef.current = settle;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => pending && currentLocation.pathname !== nextLocation.pathname);

  // One question per blocked navigation, even if the screen re-renders while it is open.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void settleRef.current().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!pending) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    setLeaveGuard(() => settleRef.current());
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setLeaveGuard(null);
    };
  }, [pending]);
}
