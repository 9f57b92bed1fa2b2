import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/**
 * A carousel's previous or next button. Placed with logical properties (previous at the
 * reading start) and its chevron flips in right-to-left languages.
 */
export function CarouselArrow({ to, onClick }: { to: 'previous' | 'next'; onClick: () => void }) {
  const { t } = useTranslation();
  const Icon = to === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t(to === 'previous' ? 'carousel.previous' : 'carousel.next')}
      data-testid={`carousel-${to}`}
      className={`absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white md:size-11 ${to === 'previous' ? 'start-2' : 'end-2'}`}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100 md:size-6" />
    </button>
  );
}
