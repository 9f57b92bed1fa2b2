import { useEffect, useState } from 'react';

/**
 * True once the element comes within a screen's height of the viewport (and from then on).
 * Content below the fold is drawn only then, so the first render of a page on a slow phone
 * builds what the reader can see, not every card of every carousel.
 *
 * The element arrives through a callback ref, so one drawn after the first render (a section
 * that is empty on the server's page and fills once the browser's storage is read) is watched
 * too; a ref object read once on mount would leave it "not near" forever.
 */
export function useNearViewport<E extends Element>() {
  const [element, setElement] = useState<E | null>(null);
  // Without IntersectionObserver (very old browsers) everything is drawn at once. The server
  // draws what is below the fold as the browser first will (not yet near), so the page it
  // sends stays small and hydrates as it is.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function',
  );
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [near, setElement] as const;
}
