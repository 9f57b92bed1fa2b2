import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SocialLinks as Links } from '@chapkhana/shared/settings';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { MenuCloseButton } from '@/components/layout/menu-close-button';
import { SPEC_LANGUAGE_ORDER } from '@/config/languages';
import { pageSettled, partLoadedLater } from '@/rendering';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  customerName: string | null;
  cartCount: number;
  wishlistCount: number;
  social: Links;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

/**
 * The contents (links, icons, the language switcher), whose code is not with every page. Until
 * it is there (or should it fail to load) the dialog keeps a way out that takes the focus.
 */
const MenuContents = partLoadedLater(
  async () => (await import('@/components/layout/mobile-menu-contents')).MenuContents,
  {
    when: 'drawn',
    placeholder: ({ onClose, closeRef }) => (
      <div className="flex justify-end border-b border-slate-200 p-4">
        <MenuCloseButton onClose={onClose} closeRef={closeRef} />
      </div>
    ),
  },
);

/** Keeps Tab and Shift+Tab cycling inside the open menu. */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The 300px slide-out menu from the start side, repeating the header's links (docs/storefront.md §2). */
export function MobileMenu({
  open,
  onClose,
  customerName,
  cartCount,
  wishlistCount,
  social,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Its contents are drawn from the first time it opens on: until then it is an empty, hidden
  // panel, so the page (and the server drawing it) does not carry a second copy of the header's
  // links. Once drawn they stay, so it slides out with them.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  // Their code is fetched once the page has settled, so it is there when the menu opens; or at
  // once, should the reader open it before that. `arrived` turns true once it is there (or
  // failed to come), so the focus goes to the contents' close button.
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    let current = true;
    void (drawn ? Promise.resolve() : pageSettled())
      .then(() => MenuContents.load())
      .then(() => {
        if (current) setArrived(true);
      });
    return () => {
      current = false;
    };
  }, [drawn]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  // The close button takes focus as the menu opens (or as its contents arrive, on a first
  // opening before their code was there).
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open, arrived]);

  return (
    <>
      <div
        role="presentation"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-slate-900/50 duration-200 motion-reduce:transition-none ${
          open
            ? 'visible opacity-100 transition-opacity'
            : 'invisible opacity-0 transition-[opacity,visibility]'
        }`}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        data-testid="mobile-menu"
        // Visibility switches on at once when opening (so the close button can take focus)
        // and only after the slide when closing.
        className={`fixed inset-y-0 start-0 z-50 flex w-[300px] max-w-full flex-col overflow-y-auto bg-white shadow-xl duration-200 motion-reduce:transition-none ${
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility] rtl:translate-x-full'
        }`}
      >
        {drawn ? (
          <MenuContents
            onClose={onClose}
            closeRef={closeRef}
            customerName={customerName}
            cartCount={cartCount}
            wishlistCount={wishlistCount}
            social={social}
            languageSwitcher={
              <LanguageSwitcher
                id="mobile-language-select"
                testId="mobile-language-switcher"
                order={SPEC_LANGUAGE_ORDER}
                messageAt="panel"
                shown={open}
              />
            }
          />
        ) : null}
      </div>
    </>
  );
}
