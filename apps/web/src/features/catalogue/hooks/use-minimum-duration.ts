import { useEffect, useState } from 'react';

/** How long the listing's spinner shows after a change (docs/storefront.md §9: "Loading spinners 1 second"). */
export const CHANGE_SPINNER_MS = 1000;

/**
 * True for `ms` after `changeKey` changes (not on the first render, where skeletons show).
 * The caller also shows its spinner while the request is in flight; this keeps it up long
 * enough to be seen as an answer to the click, as the spec's one-second spinner does.
 */
export function useMinimumDuration(changeKey: string, ms: number = CHANGE_SPINNER_MS): boolean {
  const [settledKey, setSettledKey] = useState(changeKey);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettledKey(changeKey), ms);
    return () => window.clearTimeout(timer);
  }, [changeKey, ms]);
  return settledKey !== changeKey;
}
