import { useEffect, useState } from 'react';

const WIDE = '(min-width: 768px)';

/**
 * Whether the screen is wide enough for every column side by side (Tailwind's `md`). The board
 * draws one layout or the other, never both: each column is a drop target with its stage as id.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : false,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(WIDE);
    const changed = () => setWide(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return wide;
}
