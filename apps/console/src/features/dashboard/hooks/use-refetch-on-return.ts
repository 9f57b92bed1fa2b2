import { useEffect, useRef } from 'react';

/** Asking again sooner than this after the last time is not worth a request. */
const AT_MOST_EVERY_MS = 5000;

/**
 * Calls `refetch` when the reader comes back to the tab or the window (focus, or the page shown
 * again), so an order placed meanwhile on another tab is counted without a reload.
 */
export function useRefetchOnReturn(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    let last = Date.now();
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - last < AT_MOST_EVERY_MS) return;
      last = Date.now();
      latest.current();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
}
