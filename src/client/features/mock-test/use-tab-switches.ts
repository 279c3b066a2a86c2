import { useEffect, useRef, useState } from 'react';
import { reportTabSwitches } from './api/attempts';

/**
 * Counts every time the exam's tab is hidden (another tab, another app, a minimised window) and
 * reports the running count; the admin sees it beside the result. A failed report is sent again
 * with the next switch, since the count is a running total.
 */
export function useTabSwitches(attemptId: number, fromServer: number, active: boolean): number {
  const [count, setCount] = useState(fromServer);
  const countRef = useRef(fromServer);
  useEffect(() => {
    if (!active) return;
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      countRef.current += 1;
      setCount(countRef.current);
      reportTabSwitches(attemptId, countRef.current).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [attemptId, active]);
  return count;
}
