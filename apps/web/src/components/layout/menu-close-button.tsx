import type { RefObject } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { StrokeIcon } from '@/components/icons/stroke-icon';

/**
 * The phone menu's close button, which takes the focus as the menu opens: in its contents, and
 * alone while they are on their way (or failed to load), so the dialog always has a way out.
 */
export function MenuCloseButton({
  onClose,
  closeRef,
}: {
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={closeRef}
      type="button"
      onClick={onClose}
      aria-label={t('header.closeMenu')}
      data-testid="mobile-menu-close"
      className="flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      {/* Lucide's `x` (ISC). */}
      <StrokeIcon className="size-6">
        <path d="M18 6 6 18" />
        <path d="m6 6 12 12" />
      </StrokeIcon>
    </button>
  );
}
