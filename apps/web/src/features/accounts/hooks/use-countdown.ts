import { useEffect, useState } from 'react';

/** A wait that started at `from` and ends at `until` (ms since the epoch). */
export interface Deadline {
  from: number;
  until: number;
}

/** A wait of `seconds` starting now (called from an event handler, never while rendering). */
export const deadlineIn = (seconds: number): Deadline => {
  const from = Date.now();
  return { from, until: from + seconds * 1000 };
};

/**
 * Whole seconds left until the deadline, ticking while it runs; 0 once over or when there is
 * nothing to wait for (null). The resend timer of the phone-code screen.
 */
export function useCountdown(deadline: Deadline | null): number {
  const [now, setNow] = useState(0);
  const until = deadline?.until ?? 0;
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  if (!deadline) return 0;
  // Before the first tick of a new deadline, the last tick is older than its start.
  return Math.max(0, Math.ceil((deadline.until - Math.max(now, deadline.from)) / 1000));
}

/** 75 → "1:15": the timer as people read it. */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
