import { useEffect, useState } from 'react';
import { deadlineFrom, remainingAt, type Deadline } from './countdown';

/** Ms left on the server's clock, re-pinned whenever a reply brings `remainingSeconds`. */
export function useCountdown(deadline: Deadline): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  return remainingAt(deadline, now);
}

export function deadlineFromSeconds(remainingSeconds: number): Deadline {
  return deadlineFrom(remainingSeconds * 1000, performance.now());
}
