import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every path change (docs/storefront.md §2), and only on a change: the page the app
 * starts on is left where the reader is (a server-rendered page read and scrolled before its
 * scripts arrived, or a reload the browser puts back where it was).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
