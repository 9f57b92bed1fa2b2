import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/shop';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const isScrolledPastThreshold = () => window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
const notScrolledOnServer = () => false;

/** Appears once the page is scrolled more than 20px (spec §9) and returns to the top. */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(
    subscribeToScroll,
    isScrolledPastThreshold,
    notScrolledOnServer,
  );
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
