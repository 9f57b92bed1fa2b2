import {
  Heart,
  House,
  Info,
  LayoutGrid,
  Phone,
  ShoppingCart,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { NavLink } from 'react-router';
import { HeaderAccountLink } from '@/components/layout/header-account-link';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { SPEC_LANGUAGE_ORDER } from '@/config/languages';
import { Logo } from '@/components/layout/logo';
import { SocialLinks } from '@/components/layout/social-links';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import type { SocialLinks as Links } from '@chapkhana/shared/settings';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  customerName: string | null;
  cartCount: number;
  wishlistCount: number;
  social: Links;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';
const rowClass = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-slate-800';

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

function Row({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span className="flex-1">{children}</span>
    </>
  );
}

/** The 300px slide-out menu from the start side, repeating the header's links (spec §2). */
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

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
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
          />
        ) : null}
      </div>
    </>
  );
}

function MenuContents({
  onClose,
  closeRef,
  customerName,
  cartCount,
  wishlistCount,
  social,
}: Omit<MobileMenuProps, 'open'> & {
  closeRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const signedIn = customerName !== null;
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `${rowClass} ${isActive ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-100'}`;
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
        <Logo onNavigate={onClose} />
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('header.closeMenu')}
          data-testid="mobile-menu-close"
          className="flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={t('header.mainNav')} className="flex-1 p-3">
        <ul className="space-y-1">
          <li>
            <NavLink to={paths.home} end onClick={onClose} className={navLinkClass}>
              <Row icon={House}>{t('nav.home')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.categories} onClick={onClose} className={navLinkClass}>
              <Row icon={LayoutGrid}>{t('nav.categories')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.about} onClick={onClose} className={navLinkClass}>
              <Row icon={Info}>{t('nav.about')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact} onClick={onClose} className={navLinkClass}>
              <Row icon={Phone}>{t('nav.contact')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink
              to={signedIn ? paths.cart : paths.login}
              onClick={onClose}
              className={navLinkClass}
            >
              <Row icon={ShoppingCart}>{t('header.cart')}</Row>
              <CountBadge count={cartCount} testId="mobile-cart-badge" className="" />
            </NavLink>
          </li>
          <li>
            <NavLink
              to={signedIn ? paths.myWishlist : paths.login}
              onClick={onClose}
              className={navLinkClass}
            >
              <Row icon={Heart}>{t('header.wishlist')}</Row>
              <CountBadge count={wishlistCount} testId="mobile-wishlist-badge" className="" />
            </NavLink>
          </li>
        </ul>
        <div className="mt-4 space-y-4 border-t border-slate-200 px-3 pt-4">
          <HeaderAccountLink
            customerName={customerName}
            testIdPrefix="mobile-"
            onNavigate={onClose}
            className="font-semibold text-brand-800"
          />
          <LanguageSwitcher testId="mobile-language-switcher" order={SPEC_LANGUAGE_ORDER} />
        </div>
      </nav>
      {Object.values(social).some(Boolean) ? (
        <div className="border-t border-slate-200 p-4 text-slate-700">
          <SocialLinks links={social} />
        </div>
      ) : null}
    </>
  );
}
