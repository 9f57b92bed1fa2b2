import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within a screen's height of the viewport (and from then on).
 * Content below the fold is drawn only then, so the first render of a page on a slow phone
 * builds what the reader can see, not every card of every carousel.
 */
export function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null);
  // Without IntersectionObserver (very old browsers) everything is drawn at once. The server
  // draws what is below the fold as the browser first will (not yet near), so the page it
  // sends stays small and hydrates as it is.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref] as const;
}
