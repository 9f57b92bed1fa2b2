import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { SHORTCUT_ITEM } from '@/components/layout/shortcut-item';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/shop';

/** True once the page is scrolled more than the back-to-top threshold (docs/storefront.md §9). */
function useScrolledDown(): boolean {
  // The position is read only when the page scrolls: read while rendering, it forced a layout on
  // every render of the page (a forced reflow in Lighthouse, ~60 ms on a phone's first load).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * Appears once the page is scrolled (docs/storefront.md §9) and returns to the top. `floating` sits in the
 * desktop's floating-actions gutter, with a light face and a dark ring that show on any
 * background; `shortcut` is an item of the phone's bottom bar, kept in place (invisible) at the
 * top so the bar's items never jump.
 */
export function BackToTop({ variant }: { variant: 'floating' | 'shortcut' }) {
  const { t } = useTranslation();
  const scrolled = useScrolledDown();
  if (variant === 'floating') {
    if (!scrolled) return null;
    return (
      <button
        type="button"
        data-testid="back-to-top"
        aria-label={t('actions.backToTop')}
        title={t('actions.backToTop')}
        onClick={scrollToTop}
        className="flex size-12 items-center justify-center rounded-full border-2 border-slate-900 bg-white text-slate-900 shadow-lg ring-2 ring-white hover:bg-brand-50"
      >
        <ArrowUp aria-hidden="true" className="size-6" />
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid="shortcut-back-to-top"
      aria-label={t('actions.backToTop')}
      aria-hidden={!scrolled}
      tabIndex={scrolled ? 0 : -1}
      onClick={scrollToTop}
      className={`${SHORTCUT_ITEM} text-slate-700 ${scrolled ? '' : 'invisible'}`}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
      <span aria-hidden="true">{t('footer.shortcutTop')}</span>
    </button>
  );
}
