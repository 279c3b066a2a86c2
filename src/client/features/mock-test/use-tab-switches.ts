import { useEffect, useRef, useState } from 'react';
import { reportTabSwitches } from './api/attempts';

/**
 * Counts every time the exam's tab is hidden (another tab, another app, a minimised window) and
 * reports the running count; the admin sees it beside the result. A failed report is sent again
 * with the next switch, since the count is a running total.
 *
 * A reload or a navigation away hides the page too, but it is not a switch (the instructions
 * promise a reload is safe): the page is unloading when `beforeunload` or `pagehide` has fired
 * before the `visibilitychange` (the order the HTML standard gives), and that hide is not counted.
 */
export function useTabSwitches(attemptId: number, fromServer: number, active: boolean): number {
  const [count, setCount] = useState(fromServer);
  const countRef = useRef(fromServer);
  useEffect(() => {
    if (!active) return;
    let unloading = false;
    const onUnload = () => {
      unloading = true;
    };
    // Back from the back-forward cache: the page lives again, and a later hide is a switch.
    const onShow = () => {
      unloading = false;
    };
    const onChange = () => {
      if (document.visibilityState !== 'hidden' || unloading) return;
      countRef.current += 1;
      setCount(countRef.current);
      reportTabSwitches(attemptId, countRef.current).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onChange);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [attemptId, active]);
  return count;
}
