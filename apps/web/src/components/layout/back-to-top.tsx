import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/shop';

/** Appears once the page is scrolled more than 20px (spec §9) and returns to the top. */
export function BackToTop() {
  const { t } = useTranslation();
  // The position is read only when the page scrolls: read while rendering, it forced a layout on
  // every render of the page (a forced reflow in Lighthouse, ~60 ms on a phone's first load).
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={t('actions.backToTop')}
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
      className="fixed start-4 bottom-20 z-30 flex size-12 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700 md:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
